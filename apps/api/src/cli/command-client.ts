// The command line's side of the server's command socket (decision 049): a
// database command whose PGlite folder a running server holds is sent there
// as one JSON line `{ command, argv }`; the server answers JSON lines
// `{ stdout }`, `{ stderr }` and last `{ exit }`.
import { createConnection } from 'node:net';
import { createInterface } from 'node:readline';
import { z } from 'zod';
import type { CommandOutput } from './database-command';

/** Beside the folder and its lock, readable by the folder's owner only. */
export function commandSocketPath(pgliteDir: string): string {
  return `${pgliteDir}.commands.sock`;
}

export const commandRequestSchema = z.object({
  command: z.string().max(32),
  argv: z.array(z.string().max(4096)).max(64),
});
export type CommandRequest = z.infer<typeof commandRequestSchema>;

export type CommandAnswerLine = { stdout: string } | { stderr: string } | { exit: number };

const answerLineSchema = z.union([
  z.object({ stdout: z.string() }),
  z.object({ stderr: z.string() }),
  z.object({ exit: z.number().int() }),
]);

/** Sends the command to the server and relays its answer; resolves to its exit code. */
export function sendToServer(
  socketPath: string,
  command: string,
  argv: string[],
  output: CommandOutput,
  { serverPid }: { serverPid: number },
): Promise<number> {
  return new Promise((resolve) => {
    let exitCode: number | null = null;
    let failed = false;
    const socket = createConnection(socketPath);
    socket.on('connect', () => {
      socket.write(`${JSON.stringify({ command, argv } satisfies CommandRequest)}\n`);
      createInterface({ input: socket }).on('line', (text) => {
        const parsed = answerLineSchema.safeParse(JSON.parse(text));
        if (!parsed.success) return;
        const line = parsed.data;
        if ('stdout' in line) output.print(line.stdout);
        else if ('stderr' in line) output.printError(line.stderr);
        else exitCode = line.exit;
      });
    });
    socket.on('error', (error: NodeJS.ErrnoException) => {
      failed = true;
      output.printError(
        error.code === 'ENOENT' || error.code === 'ECONNREFUSED'
          ? `The database folder is in use by process ${serverPid}, which takes no commands ` +
              `(${socketPath} does not answer): stop that server, or update it and start it again.`
          : `Could not reach the server's command socket: ${error.message}`,
      );
      resolve(1);
    });
    socket.on('close', () => {
      if (failed) return;
      if (exitCode === null) output.printError('The server closed the command socket early.');
      resolve(exitCode ?? 1);
    });
  });
}
