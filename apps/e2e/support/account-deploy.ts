import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { distApps, serveStatic, workspaceRoot } from './servers';

export interface AccountDeployment {
  /** Where the remote is served from: another origin than the shell's. */
  url: string;
  /** The account team renames "Request Media" and rebuilds only its remote, into this deployment. */
  redeployWithTitle(title: string): void;
  /** Puts the team's texts back and takes the deployment down. */
  close(): void;
}

/** The account remote's build copied to a folder of its own and served on its own origin, as its team deploys it. */
export async function deployAccountRemote(): Promise<AccountDeployment> {
  const folder = mkdtempSync(join(tmpdir(), 'shelfmark-account-deploy-'));
  cpSync(join(distApps, 'account'), folder, { recursive: true });
  const cdn = await serveStatic(folder);
  const messagesFile = join(workspaceRoot, 'apps/account/src/locales/en.json');
  const original = readFileSync(messagesFile, 'utf8');
  return {
    url: cdn.url,
    redeployWithTitle(title) {
      writeFileSync(messagesFile, original.replace('"Request Media"', JSON.stringify(title)));
      execFileSync('npx', ['rspack', 'build', '--mode', 'production'], {
        cwd: join(workspaceRoot, 'apps/account'),
        env: { ...process.env, OUTPUT_PATH: folder },
        stdio: 'inherit',
      });
    },
    close() {
      writeFileSync(messagesFile, original);
      cdn.server.close();
      rmSync(folder, { recursive: true, force: true });
    },
  };
}
