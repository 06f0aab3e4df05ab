import { runBackupCommand } from './backup-command';

const result = await runBackupCommand(process.argv.slice(2), process.env);
(result.code === 0 ? console.log : console.error)(result.message);
process.exitCode = result.code;
