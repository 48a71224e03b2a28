import { startAppServer } from '/work/main/tests/helpers/app-server'
const app = await startAppServer((l) => console.log(l))
console.log(`PORT=${app.port}`)
process.on('SIGTERM', async () => { await app.stop(); process.exit(0) })
setInterval(() => {}, 1 << 30)
