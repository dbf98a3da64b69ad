// `npm run dev`: the API restarting on every change (tsx watch) and the web app with hot reload (Vite), which
// proxies the API paths to it. Open the Vite address it prints (http://localhost:5173).
import { spawn } from 'node:child_process';
import { ensureInstalled, root } from './ensure.mjs';

ensureInstalled();

const apiPort = process.env.PORT ?? '3000';
const children = [
  spawn(process.execPath, ['--import', 'tsx', '--watch', 'apps/api/src/main.ts'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, PORT: apiPort },
  }),
  spawn('npm', ['run', 'dev', '-w', 'apps/web'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, API_URL: `http://127.0.0.1:${apiPort}` },
  }),
];

let stopping = false;
function stop(code) {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  process.exitCode = code;
}
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stop(0));
// When one of the two stops, the other is of no use alone.
for (const child of children) child.on('exit', (code) => stop(code ?? 1));
