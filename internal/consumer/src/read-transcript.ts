/** One command of a terminal transcript and the output printed after it. */
export interface TranscriptStep {
  /** The command as bash reads it: continuation lines keep their `\` and line break. */
  command: string;
  /** The lines shown after the command, up to the next `$ ` line, joined with `\n`. */
  expectedOutput: string;
  /** The 0-based index, within the transcript, of the line the command starts on. */
  line: number;
}

const prompt = '$ ';

/**
 * Reads a ```console block: each line starting with `$ ` is a command (continued on the next line
 * while it ends with `\`), the lines after it are its output; throws on output before any command.
 */
export function readTranscript(code: string): TranscriptStep[] {
  const lines = code.split('\n');
  const steps: TranscriptStep[] = [];
  let index = 0;
  while (index < lines.length) {
    const line = lines[index] ?? '';
    // Only the first line can get here without a prompt: output lines are taken with their command.
    if (!line.startsWith(prompt))
      throw new Error(`transcript line ${index + 1} is output before any \`$ \` command: ${line}`);
    const start = index;
    const commandLines = [line.slice(prompt.length)];
    while (commandLines.at(-1)?.endsWith('\\') && index + 1 < lines.length) {
      index += 1;
      commandLines.push(lines[index] ?? '');
    }
    index += 1;
    const outputStart = index;
    while (index < lines.length && !lines[index]?.startsWith(prompt)) index += 1;
    steps.push({
      command: commandLines.join('\n'),
      expectedOutput: lines.slice(outputStart, index).join('\n'),
      line: start,
    });
  }
  return steps;
}
