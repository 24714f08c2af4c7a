// `npm start`: build the app and serve it on one port (PORT, default 8080).
// The reference API server issue mounts /api/v1 behind the same port.
import { spawnSync, spawn } from 'node:child_process';

const port = process.env.PORT ?? '8080';
const build = spawnSync('npx', ['vite', 'build'], { stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);
const child = spawn('npx', ['vite', 'preview', '--port', port, '--strictPort', '--host', '127.0.0.1'], { stdio: 'inherit' });
console.log(`\n  App: http://127.0.0.1:${port}/\n`);
child.on('exit', (code) => process.exit(code ?? 0));
