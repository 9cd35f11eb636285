// The public-path bench's baseline (scripts/bench/public.ts): a bare node:http server, in its own
// process, that answers every request with one recorded answer of the portal (status, headers and
// body bytes as they came), so the portal's figure can be read as a ratio against the cost of
// HTTP alone on this machine at that moment. Usage: node scripts/bench/public-bare.mjs <answer.json>
// where the file holds { status, headers: [[name, value], …], body: base64 }. Listens on a free
// loopback port and prints `bare on http://127.0.0.1:<port>/`.
import { readFileSync } from 'node:fs'
import { createServer } from 'node:http'

const answer = JSON.parse(readFileSync(process.argv[2], 'utf8'))
const body = Buffer.from(answer.body, 'base64')
// Node writes these itself (Date, keep-alive): copying them would send them twice.
const OWN = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding'])
const headers = answer.headers.filter(([name]) => !OWN.has(name.toLowerCase())).flat()

const server = createServer((req, res) => {
  // A request body (POST) is read to the end so the connection stays usable.
  req.resume()
  req.on('end', () => {
    res.writeHead(answer.status, headers)
    res.end(answer.status === 304 || req.method === 'HEAD' ? undefined : body)
  })
})
server.listen(0, '127.0.0.1', () => {
  console.log(`bare on http://127.0.0.1:${server.address().port}/`)
})
process.on('SIGTERM', () => process.exit(0))
