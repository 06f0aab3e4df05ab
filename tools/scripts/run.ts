import { spawn } from 'node:child_process';

/** Runs a command with inherited output; resolves with its exit code. */
export function run(command: string, args: string[], env: NodeJS.ProcessEnv = {}): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
    child.on('error', reject);
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

export async function runOrExit(command: string, args: string[], env: NodeJS.ProcessEnv = {}): Promise<void> {
  const code = await run(command, args, env);
  if (code !== 0) process.exit(code);
}

/** Nx without its background daemon: these scripts are one-shot, and CI starts clean. */
export const nxEnv = { NX_DAEMON: 'false', NX_NO_CLOUD: 'true', NX_TUI: 'false' };

export const webProjects = ['shell', 'library', 'catalog', 'media', 'account'];
