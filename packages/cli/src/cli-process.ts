/** The parts of the Node process a command uses: its streams and environment. */
export type CliProcess = Pick<NodeJS.Process, 'stdin' | 'stdout' | 'stderr' | 'env'>;

/** What the exit status of `chatforms` means. */
export const exitCodes = { success: 0, issuesFound: 1, usageError: 2, sendFailed: 3 } as const;

/** One of the exit statuses of `chatforms`. */
export type ExitCode = (typeof exitCodes)[keyof typeof exitCodes];

/** A command's arguments after the command name, as parsed from the command line. */
export interface CommandArguments {
  positionals: string[];
  options: {
    json?: boolean | undefined;
    part?: string | undefined;
    plugin?: string[] | undefined;
    actionNames?: string | undefined;
    appId?: string | undefined;
    region?: string | undefined;
    apiKey?: string | undefined;
    baseUrl?: string | undefined;
    receiver?: string | undefined;
    receiverType?: string | undefined;
    onBehalfOf?: string | undefined;
  };
}
