import { build } from 'esbuild';

/** The appointment page as the browser loads it: its script and its stylesheet. */
export interface AppointmentPage {
  script: string;
  styles: string;
}

/** Bundles the appointment page (React, the renderer and its styles) for the browser. */
export async function bundleAppointmentPage(): Promise<AppointmentPage> {
  const result = await build({
    entryPoints: [new URL('../src/page/appointment-page.tsx', import.meta.url).pathname],
    bundle: true,
    write: false,
    outdir: 'demo',
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    conditions: ['@chatforms/source'],
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'error',
  });
  const script = result.outputFiles.find((file) => file.path.endsWith('.js'));
  const styles = result.outputFiles.find((file) => file.path.endsWith('.css'));
  if (script === undefined || styles === undefined)
    throw new Error('esbuild wrote no script or no stylesheet for the appointment page');
  return { script: script.text, styles: styles.text };
}
