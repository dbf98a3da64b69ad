// `npm start`: the one command that runs the product on a fresh clone (DESIGN.md, runtime contract).
import { spawn } from 'node:child_process';
import { ensureInstalled, ensureWebBuilt, root } from './ensure.mjs';

ensureInstalled();
ensureWebBuilt();

const server = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/main.ts'], {
  cwd: root,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
