// Runs npm scripts side by side and fails if any fails (npm test: the typecheck and the linters are single-threaded,
// so on two cores they take the time of the longer, not of both). Each script's output is printed whole when it ends,
// never interleaved with another's.
import { spawn } from 'node:child_process'

const scripts = process.argv.slice(2)
const codes = await Promise.all(
  scripts.map(
    (script) =>
      new Promise((resolve) => {
        const started = Date.now()
        const child = spawn('npm', ['run', script], { env: process.env })
        const output = []
        child.stdout.on('data', (chunk) => output.push(chunk))
        child.stderr.on('data', (chunk) => output.push(chunk))
        child.on('error', (error) => output.push(Buffer.from(`${error}\n`)))
        child.on('close', (code) => {
          const seconds = ((Date.now() - started) / 1000).toFixed(1)
          process.stdout.write(Buffer.concat(output))
          console.log(`[together] ${script}: ${code === 0 ? 'passed' : `failed (exit ${code})`} in ${seconds} s\n`)
          resolve(code ?? 1)
        })
      }),
  ),
)
process.exit(codes.some((code) => code !== 0) ? 1 : 0)
