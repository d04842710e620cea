/** The part of the workspace a narrow screen shows: it has room for one at a time. */
export type WorkspacePane = 'structure' | 'preview' | 'inspector';

/** Every pane with its name, in page order. */
export const workspacePanes: readonly { pane: WorkspacePane; name: string }[] = [
  { pane: 'structure', name: 'Structure' },
  { pane: 'preview', name: 'Preview' },
  { pane: 'inspector', name: 'Inspector' },
];
