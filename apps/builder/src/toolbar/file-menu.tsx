import {
  Menu,
  MenuButton,
  MenuButtonArrow,
  MenuGroup,
  MenuGroupLabel,
  MenuItem,
  MenuItemRadio,
  MenuProvider,
  MenuSeparator,
} from '@ariakit/react';
import type { ActionNames, FormMessageInput } from '@chatforms/core';
import { writeFormMessage } from '@chatforms/core';
import { useRef } from 'react';

import { readJsonDraft } from '../json/read-json-draft.js';
import { useEditorContext } from '../state/editor-context.js';
import type { BuilderTheme } from '../theme/use-builder-theme.js';
import { useBuilderTheme } from '../theme/use-builder-theme.js';
import { downloadText } from './copy-text.js';
import { exportShortcut, useExportShortcut } from './use-export-shortcut.js';

const exportFileName = 'form-message.json';

const themeNames: Record<BuilderTheme, string> = {
  system: 'Theme: as the system',
  light: 'Theme: light',
  dark: 'Theme: dark',
};

/** The theme as three radio items: the system's, light, dark. */
function ThemeItems({
  theme,
  onThemeChange,
}: {
  theme: BuilderTheme;
  onThemeChange: (theme: BuilderTheme) => void;
}) {
  return (
    <MenuGroup>
      <MenuGroupLabel className="menu-group-label">Theme</MenuGroupLabel>
      {(Object.keys(themeNames) as BuilderTheme[]).map((choice) => (
        <MenuItemRadio
          key={choice}
          className="menu-item"
          name="theme"
          value={choice}
          checked={theme === choice}
          onChange={() => onThemeChange(choice)}
          hideOnClick
        >
          {themeNames[choice]}
        </MenuItemRadio>
      ))}
    </MenuGroup>
  );
}

/** Reads a chosen file as a message and opens it as a new draft, or says why it could not. */
function useImportFile(
  onOpenMessage: (message: FormMessageInput) => void,
  onStatus: (text: string) => void,
) {
  return async (file: File | undefined) => {
    if (file === undefined) return;
    const result = readJsonDraft(await file.text());
    if (result.kind === 'draft') {
      onOpenMessage(result.message);
      const notes = [
        ...(result.wrapped === null ? [] : [`read ${result.wrapped}`]),
        ...(result.normalised ? ['normalised'] : []),
      ];
      onStatus(`Imported ${file.name}${notes.length > 0 ? ` (${notes.join(', ')})` : ''}.`);
    } else onStatus(`Could not import ${file.name}: ${result.issues[0]?.message ?? 'not a form'}`);
  };
}

/**
 * The File menu: New form, Drafts, Import (a message file, opened as a new draft), the builder's
 * theme, and Export (the message as a JSON download, also Ctrl/Cmd+Shift+E from anywhere), last so
 * that End reaches it. One Tab stop; arrows move inside.
 */
export function FileMenu({
  actionNames,
  onNewForm,
  onOpenDrafts,
  onOpenMessage,
  onStatus,
}: {
  /** How the exported JSON writes action types. */
  actionNames: ActionNames;
  onNewForm: () => void;
  onOpenDrafts: () => void;
  onOpenMessage: (message: FormMessageInput) => void;
  onStatus: (text: string) => void;
}) {
  const { state } = useEditorContext();
  // Here rather than in the menu's items, so the theme applies before the menu is ever opened.
  const [theme, setTheme] = useBuilderTheme();
  const fileInput = useRef<HTMLInputElement>(null);
  const exportMessage = () => {
    downloadText(
      JSON.stringify(writeFormMessage(state.present, { actionNames }), null, 2),
      exportFileName,
    );
    // A download makes no sound: the status line says it happened, for the shortcut above all.
    onStatus(`Exported ${exportFileName}.`);
  };
  useExportShortcut(exportMessage);
  const importFile = useImportFile(onOpenMessage, onStatus);
  return (
    <>
      <MenuProvider>
        <MenuButton className="menu-button">
          File
          <MenuButtonArrow />
        </MenuButton>
        <Menu gutter={4} className="menu">
          <MenuItem className="menu-item" onClick={onNewForm}>
            New form
          </MenuItem>
          <MenuItem className="menu-item" onClick={onOpenDrafts}>
            Drafts…
          </MenuItem>
          <MenuItem className="menu-item" onClick={() => fileInput.current?.click()}>
            Import…
          </MenuItem>
          <MenuSeparator className="menu-separator" />
          <ThemeItems theme={theme} onThemeChange={setTheme} />
          <MenuSeparator className="menu-separator" />
          <MenuItem
            className="menu-item"
            onClick={exportMessage}
            aria-keyshortcuts={exportShortcut}
          >
            Export
            <kbd aria-hidden="true">Ctrl+Shift+E</kbd>
          </MenuItem>
        </Menu>
      </MenuProvider>
      {/* Outside the menu, which is closed by the time the file dialog answers. */}
      <input
        ref={fileInput}
        type="file"
        accept="application/json,.json"
        aria-label="Import a message file"
        hidden
        onChange={(event) => {
          const file = event.target.files?.[0];
          // Browsers fire no change for the file already chosen, so clear it to allow a re-import.
          event.target.value = '';
          void importFile(file);
        }}
      />
    </>
  );
}
