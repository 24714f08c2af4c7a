// `npm start`: server/start.ts builds the app with vite and serves it with the API on one port
// (PORT, default 8080; DATA_DIR or DATABASE_URL choose the database).
import { spawn } from 'node:child_process';

const child = spawn(process.execPath, ['--import', 'tsx', 'server/start.ts'], { stdio: 'inherit' });
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => child.kill(sig));
child.on('exit', (code) => process.exit(code ?? 0));
