// The server's command socket (decision 049): while a server holds the
// embedded database's folder, no other process may open it, so the database
// commands (`npm run review`, `terminal:create`, `operator:create`, …) are
// run here, on the server's own open database, when the command line sends
// them (cli/command-client.ts). A Unix socket beside the folder, readable and
// writable by the folder's owner only: whoever can use it could read the
// database files anyway.
import { chmodSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { createInterface } from 'node:readline';
import type { Logger } from 'pino';
import { type CommandAnswerLine, commandRequestSchema } from './command-client';
import {
  type CommandOutput,
  type DatabaseCommand,
  type DatabaseCommandContext,
  parseCommand,
} from './database-command';

export interface CommandServerOptions {
  socketPath: string;
  // Each command keeps its own argument type; the registry holds them together.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  commands: Record<string, DatabaseCommand<any>>;
  context: Omit<DatabaseCommandContext, keyof CommandOutput>;
  log: Logger;
}

export async function startCommandServer(options: CommandServerOptions): Promise<Server> {
  // The folder's lock is ours, so a socket file left here is a dead server's.
  rmSync(options.socketPath, { force: true });
  const server = createServer((socket) => {
    const send = (line: CommandAnswerLine) => {
      if (!socket.destroyed) socket.write(`${JSON.stringify(line)}\n`);
    };
    const lines = createInterface({ input: socket });
    lines.once('line', (text) => {
      lines.close();
      void run(text, send).finally(() => socket.end());
    });
    socket.on('error', (error) => options.log.warn({ err: error }, 'command socket client failed'));
  });

  async function run(text: string, send: (line: CommandAnswerLine) => void): Promise<void> {
    const output: CommandOutput = {
      print: (line) => send({ stdout: line }),
      printError: (line) => send({ stderr: line }),
    };
    let request;
    try {
      request = commandRequestSchema.parse(JSON.parse(text));
    } catch {
      output.printError('Not a command request.');
      send({ exit: 2 });
      return;
    }
    const spec = Object.hasOwn(options.commands, request.command)
      ? options.commands[request.command]
      : undefined;
    if (!spec) {
      output.printError(`Unknown command: ${request.command}`);
      send({ exit: 2 });
      return;
    }
    const parsed = parseCommand(spec, request.argv, output);
    if ('exitCode' in parsed) {
      send({ exit: parsed.exitCode });
      return;
    }
    options.log.info({ command: request.command }, 'running a command from the command socket');
    try {
      send({ exit: await spec.run(parsed.command, { ...options.context, ...output }) });
    } catch (error) {
      options.log.error({ err: error, command: request.command }, 'command failed');
      output.printError(error instanceof Error ? error.message : String(error));
      send({ exit: 1 });
    }
  }

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.socketPath, () => {
      server.off('error', reject);
      resolve();
    });
  });
  chmodSync(options.socketPath, 0o600);
  return server;
}
