import { spawn } from 'node:child_process'

/** `npm run dev`: the API in watch mode on API_PORT and Vite with hot reload proxying /api to it. */
const apiPort = process.env.API_PORT ?? '8081'
const children = [
  spawn('node_modules/.bin/tsx', ['watch', 'src/server/main.ts'], {
    stdio: 'inherit',
    env: { ...process.env, PORT: apiPort, SERVE_WEB_APP: 'false' },
  }),
  spawn('node_modules/.bin/vite', [], { stdio: 'inherit', env: { ...process.env, API_PORT: apiPort } }),
]

const stopAll = () => {
  for (const child of children) child.kill('SIGTERM')
}
for (const child of children) child.on('exit', (code) => {
  stopAll()
  process.exitCode = code ?? 0
})
process.on('SIGINT', stopAll)
process.on('SIGTERM', stopAll)
