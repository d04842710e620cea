import { readFile } from 'node:fs/promises';
import { text } from 'node:stream/consumers';

/** The text of an input file, or why it could not be read. */
export type ReadInputResult =
  { status: 'read'; text: string } | { status: 'unreadable'; reason: string };

const reasons: Record<string, string> = {
  ENOENT: 'no such file',
  EISDIR: 'is a directory',
  EACCES: 'permission denied',
  EPERM: 'permission denied',
};

function describeReadError(error: unknown): string {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  if (code !== undefined && reasons[code] !== undefined) return reasons[code];
  return error instanceof Error ? error.message : String(error);
}

/** Reads a file as UTF-8 text (`-` reads stdin), dropping a byte-order mark; never throws. */
export async function readInputFile(
  file: string,
  stdin: NodeJS.ReadableStream,
): Promise<ReadInputResult> {
  try {
    const content = file === '-' ? await text(stdin) : await readFile(file, 'utf8');
    return { status: 'read', text: content.replace(/^\uFEFF/, '') };
  } catch (error) {
    return { status: 'unreadable', reason: describeReadError(error) };
  }
}
