import { randomBytes } from 'node:crypto';
import { open, rename, rm } from 'node:fs/promises';

/** Writes a file so that readers see either the old or the new contents, never a torn write. */
export async function writeFileAtomically(filePath: string, contents: string): Promise<void> {
  const temporaryPath = `${filePath}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`;
  const handle = await open(temporaryPath, 'w');
  try {
    await handle.writeFile(contents, 'utf8');
    // Flush before the rename so a crash cannot leave a renamed but empty file behind.
    await handle.datasync();
  } finally {
    await handle.close();
  }
  try {
    await rename(temporaryPath, filePath);
  } catch (error) {
    await rm(temporaryPath, { force: true });
    throw error;
  }
}
