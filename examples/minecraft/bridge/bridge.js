'use strict'
// bridge.js: skillrun's live Minecraft bridge.
//
// Runs a flying-squid server in this process on 127.0.0.1 (offline mode,
// superflat: bedrock y 0, stone y 1..20, grass y 21) and a mineflayer bot
// that joins it, then serves JSON lines: requests {"id","op","args"} on
// file descriptor 3, responses {"id","result"} or {"id","error"} on fd 4.
// stdin/stdout are left alone because flying-squid takes them for its
// console at require time; logs go to stderr.
//
// The Go side (package live) checks every rule before it asks for an
// effect; this file performs effects and reports state. Agent ops read the
// bot's (client's) view; harness ops (setblocks, spawn, give, reset,
// clear_entities, snapshot, hurt) act on the server.
//
// With --frames, the frame op draws what the bot sees through
// prismarine-viewer (viewer/frames.js, its own npm install; needs an X
// display), with the true boxes of the mobs in view.
//
// Usage: node bridge.js [--version 1.16.5] [--frames [--frame-size 640x360] [--fov 75]]
const fs = require('fs')
const readline = require('readline')

console.log = (...a) => console.error(...a) // keep stdout free

const args = process.argv.slice(2)
const VERSION = args.includes('--version') ? args[args.indexOf('--version') + 1] : '1.16.5'
const USER = 'agent'
const FRAMES = args.includes('--frames')
const FRAME_SIZE = (args.includes('--frame-size') ? args[args.indexOf('--frame-size') + 1] : '640x360').split('x').map(Number)
const FOV = args.includes('--fov') ? Number(args[args.indexOf('--fov') + 1]) : 75
const EYE = 1.62

const out = fs.createWriteStream(null, { fd: 4 })
function send (msg) { out.write(JSON.stringify(msg) + '\n') }

const sleep = ms => new Promise(resolve => setTimeout(resolve, ms))
// must scales the limit of a wait for something that has to happen (a
// teleport, a chunk, a block change, a spawn): such a wait ends as soon as
// the condition holds, so a generous limit costs nothing when all is well,
// and on a loaded machine (tests of several packages at once on two cores)
// the client can lag the server by seconds. Waits for what may not happen
// (a refused place, a hit that does not land) keep their short limits.
function must (ms) { return 3 * ms }

async function until (cond, ms, what) {
  const t0 = Date.now()
  while (!cond()) {
    if (Date.now() - t0 > ms) throw new Error('timed out after ' + ms + ' ms waiting for ' + what)
    await sleep(20)
  }
}

function fatal (err) {
  console.error('bridge: fatal:', err && err.stack ? err.stack : err)
  try { send({ id: 0, event: 'fatal', error: String(err && err.message ? err.message : err) }) } catch (_) {}
  setTimeout(() => process.exit(1), 50)
}
process.on('uncaughtException', fatal)
process.on('unhandledRejection', fatal)

const mcServer = require('flying-squid')
const mineflayer = require('mineflayer')
const { Vec3 } = require('vec3')

let serv, bot, registry, Item

function player () {
  const p = serv.players.find(pl => pl.username === USER)
  if (!p) throw new Error('the bot is not connected to the server')
  return p
}

const floorE = v => Math.floor(v + 1e-6)
const vec = o => new Vec3(Number(o.x), Number(o.y), Number(o.z))
const obj = v => ({ x: v.x, y: v.y, z: v.z })

function boxIter (min, max, fn) {
  for (let y = min.y; y <= max.y; y++) {
    for (let z = min.z; z <= max.z; z++) {
      for (let x = min.x; x <= max.x; x++) fn(new Vec3(x, y, z))
    }
  }
}

function inventory () {
  const inv = {}
  for (const it of bot.inventory.items()) inv[it.name] = (inv[it.name] || 0) + it.count
  return inv
}

function state () {
  const e = bot.entity
  const entities = []
  for (const id of Object.keys(bot.entities)) {
    const en = bot.entities[id]
    if (en === e || en.type === 'player' || en.type === 'object' || en.name === 'item') continue
    const se = serv.entities[en.id]
    if (!se) continue // dead or removed on the server
    entities.push({ id: en.id, name: en.name, pos: obj(en.position), width: en.width || 0.6, height: en.height || 1.8, health: se.health })
  }
  const held = bot.heldItem ? bot.heldItem.name : ''
  return {
    player: { pos: obj(e.position), yaw: e.yaw, pitch: e.pitch, health: player().health, on_ground: e.onGround, held, inventory: inventory() },
    entities
  }
}

function region (min, max, at) {
  const names = []
  boxIter(min, max, p => names.push(at(p)))
  return { min: obj(min), max: obj(max), names }
}

function clientBlock (p) {
  const b = bot.blockAt(p)
  return b ? b.name : ''
}

async function serverBlock (p) {
  const b = await serv.overworld.getBlock(p)
  return b ? b.name : ''
}

// centre teleports the player to the middle of the block its feet are in
// and waits until the bot has taken the new position.
async function centre (look) {
  const p = bot.entity.position
  const target = new Vec3(floorE(p.x) + 0.5, floorE(p.y), floorE(p.z) + 0.5)
  await teleport(target)
  if (look) await bot.look(look.yaw, look.pitch, true)
}

async function teleport (target) {
  if (bot.entity.position.distanceTo(target) < 0.01) return
  let onMove
  const moved = new Promise(resolve => { onMove = resolve; bot.once('forcedMove', onMove) })
  const p = player()
  // player.teleport sends the client nothing when the server already has
  // the player at target, or when its move is cancelled: move the server's
  // player, then always tell the client.
  await p.sendPosition(target, false, true)
  p.sendSelfPosition(target)
  await Promise.race([moved, sleep(2000)])
  bot.removeListener('forcedMove', onMove)
  try {
    await until(() => bot.entity.position.distanceTo(target) < 0.01, must(3000), 'the bot to take the teleport to ' + target)
  } catch (err) {
    throw new Error(err.message + ' (bot at ' + bot.entity.position + ', server at ' + p.position + ', health ' + bot.health + ')')
  }
  // flying-squid streams chunks only as the client reports moves: after a
  // teleport, send the chunks around the new position and wait for them.
  await chunksLoaded()
}

// columnsLoaded reports whether the bot has the 5x5 chunks around it.
function columnsLoaded () {
  const pos = bot.entity.position
  for (let dx = -32; dx <= 32; dx += 16) {
    for (let dz = -32; dz <= 32; dz += 16) {
      if (!bot.world.getColumnAt(new Vec3(pos.x + dx, 0, pos.z + dz))) return false
    }
  }
  return true
}

// chunksLoaded waits for the chunks around the bot (mineflayer's
// waitForChunksToLoad can miss chunks that arrive while it sets up). When
// they do not come, the server's record of what the client holds is wrong
// (an unload raced a send): forget it and send them all again.
async function chunksLoaded () {
  for (let attempt = 1; ; attempt++) {
    if (columnsLoaded()) return
    const p = serv.players.find(pl => pl.username === USER)
    if (p) {
      if (attempt > 1) p._unloadAllChunks(true)
      await p.worldSendInitialChunks()
    }
    try {
      await until(columnsLoaded, must(4000), 'the chunks around ' + bot.entity.position)
      return
    } catch (err) {
      if (attempt === 3) throw err
      console.error('bridge: chunks missing around', bot.entity.position, '- sending again')
    }
  }
}

async function settle () {
  const t0 = Date.now()
  let last = bot.entity.position.y
  let still = 0
  // Wait until the bot has stopped falling: on the ground, or not moving
  // vertically for a few ticks (liquids).
  while (Date.now() - t0 < 4000) {
    await sleep(50)
    const y = bot.entity.position.y
    still = Math.abs(y - last) < 1e-3 ? still + 1 : 0
    last = y
    if ((bot.entity.onGround && still >= 2) || still >= 8) break
  }
}

const ops = {
  async state () { return state() },

  async region ({ min, max }) { return region(vec(min), vec(max), clientBlock) },

  async dig ({ x, y, z }) {
    const p = new Vec3(x, y, z)
    const b = bot.blockAt(p)
    if (!b) throw new Error('block ' + p + ' is not loaded')
    const look = { yaw: bot.entity.yaw, pitch: bot.entity.pitch }
    await bot.dig(b, true)
    await until(() => clientBlock(p) !== b.name, must(3000), 'the dug block to change')
    await bot.look(look.yaw, look.pitch, true)
    return {}
  },

  async place ({ x, y, z, ref, item }) {
    const p = new Vec3(x, y, z)
    const r = vec(ref)
    const refBlock = bot.blockAt(r)
    if (!refBlock) throw new Error('reference block ' + r + ' is not loaded')
    await equip(item)
    const look = { yaw: bot.entity.yaw, pitch: bot.entity.pitch }
    try {
      await bot.placeBlock(refBlock, p.minus(r))
    } catch (err) {
      // placeBlock rejects when the server's block update is late; the Go
      // side reads the block back either way.
      console.error('bridge: placeBlock:', err.message)
    }
    await until(() => clientBlock(p) === item, 3000, 'the placed block to appear').catch(() => {})
    await bot.look(look.yaw, look.pitch, true)
    return {}
  },

  async step ({ x, y, z }) {
    const look = { yaw: bot.entity.yaw, pitch: bot.entity.pitch }
    const target = new Vec3(x + 0.5, y, z + 0.5)
    const up = y > floorE(bot.entity.position.y)
    await bot.lookAt(new Vec3(target.x, bot.entity.position.y + 1.62, target.z), true)
    // Stop inside the physics tick that comes within reach of the centre,
    // so a slow event loop cannot carry the bot past it.
    const t0 = Date.now()
    await new Promise(resolve => {
      const onTick = () => {
        const q = bot.entity.position
        if (Math.hypot(q.x - target.x, q.z - target.z) < 0.35 || Date.now() - t0 > 3000) {
          bot.clearControlStates()
          bot.removeListener('physicsTick', onTick)
          resolve()
        }
      }
      bot.on('physicsTick', onTick)
      bot.setControlState('forward', true)
      if (up) bot.setControlState('jump', true)
    })
    await settle()
    await centre(look)
    return { pos: obj(bot.entity.position) }
  },

  async settle () {
    const look = { yaw: bot.entity.yaw, pitch: bot.entity.pitch }
    await settle()
    await centre(look)
    return { pos: obj(bot.entity.position) }
  },

  async look ({ yaw, pitch }) {
    await bot.look(yaw, pitch, true)
    return {}
  },

  async attack ({ id }) {
    const en = bot.entities[id]
    if (!en) throw new Error('no entity ' + id + ' in view')
    const se = serv.entities[id]
    const before = se ? se.health : 0
    bot.attack(en)
    await until(() => !serv.entities[id] || serv.entities[id].health < before, 2000, 'the hit to register').catch(() => {})
    return {}
  },

  async equip ({ item }) { await equip(item); return {} },

  async hurt ({ amount }) {
    const p = player()
    p.updateHealth(Math.max(0, p.health - amount))
    await until(() => Math.abs(bot.health - p.health) < 1e-6, 2000, 'the bot to see its health').catch(() => {})
    return {}
  },

  // Harness ops.

  async setblocks ({ min, max, names }) {
    const lo = vec(min)
    const hi = vec(max)
    const ids = {}
    for (const n of names) {
      if (ids[n] !== undefined) continue
      const b = registry.blocksByName[n]
      if (!b) throw new Error('unknown block ' + JSON.stringify(n))
      ids[n] = b.id
    }
    let i = 0
    let last = null
    const jobs = []
    boxIter(lo, hi, p => {
      const n = names[i++]
      jobs.push(serv.setBlockType(serv.overworld, p, ids[n]))
      last = [p, n]
    })
    await Promise.all(jobs)
    // Wait until the client has every block it has a chunk for (the
    // updates arrive in order, but bulk changes may come as chunk updates).
    const check = []
    let j = 0
    boxIter(lo, hi, p => { check.push([p, names[j++]]) })
    await until(() => check.every(([p, n]) => { const c = clientBlock(p); return c === '' || c === n }), must(5000), 'the client to see the new blocks')
    return {}
  },

  // setblock and fill are setblocks for one block and for one name.
  async setblock ({ x, y, z, name }) {
    const p = { x, y, z }
    return ops.setblocks({ min: p, max: p, names: [name] })
  },

  async fill ({ min, max, name }) {
    const n = (max.x - min.x + 1) * (max.y - min.y + 1) * (max.z - min.z + 1)
    if (!(n > 0 && n <= 1 << 18)) throw new Error('fill: bad box')
    return ops.setblocks({ min, max, names: new Array(n).fill(name) })
  },

  // center lets the player land and stands it in the middle of its block.
  async center () { return ops.settle() },

  async spawn ({ name, pos }) {
    const type = registry.entitiesByName[name]
    if (!type) throw new Error('unknown entity ' + JSON.stringify(name))
    serv.registry.mobs = serv.registry.mobs || {}
    if (!serv.registry.mobs[type.id]) serv.registry.mobs[type.id] = type
    const mob = serv.spawnMob(type.id, serv.overworld, vec(pos))
    // Mobs stand still where placed, as in the voxel world: no AI runs, and
    // hits do not knock them back.
    mob.gravity = new Vec3(0, 0, 0)
    mob.sendVelocity = () => {}
    await until(() => bot.entities[mob.id], must(3000), 'the bot to see ' + name)
    return { id: mob.id }
  },

  async give ({ item, n }) {
    const it = registry.itemsByName[item]
    if (!it) throw new Error('unknown item ' + JSON.stringify(item))
    const p = player()
    const want = (inventory()[item] || 0) + n
    let left = n
    const order = []
    for (let s = 36; s <= 44; s++) order.push(s)
    for (let s = 9; s <= 35; s++) order.push(s)
    for (const s of order) {
      if (left <= 0) break
      const cur = p.inventory.slots[s]
      if (cur && cur.type === it.id && cur.count < it.stackSize) {
        const k = Math.min(left, it.stackSize - cur.count)
        p.inventory.updateSlot(s, new Item(it.id, cur.count + k))
        left -= k
      } else if (!cur) {
        const k = Math.min(left, it.stackSize)
        p.inventory.updateSlot(s, new Item(it.id, k))
        left -= k
      }
    }
    if (left > 0) throw new Error('inventory full')
    await until(() => (inventory()[item] || 0) === want, must(3000), 'the bot to see ' + item)
    return {}
  },

  async reset ({ pos, yaw, pitch }) {
    const p = player()
    if (p.health <= 0 || bot.health <= 0) await revive(p)
    for (let s = 0; s < p.inventory.slots.length; s++) {
      if (p.inventory.slots[s]) p.inventory.updateSlot(s, null)
    }
    p.updateHealth(20)
    await until(() => bot.inventory.items().length === 0 && bot.health === 20, must(3000), 'the reset inventory and health')
    bot.setQuickBarSlot(0)
    // Just after login the server may still send the spawn position and
    // undo a teleport: check where the bot stands and try again.
    const target = new Vec3(pos.x + 0.5, pos.y, pos.z + 0.5)
    for (let attempt = 1; ; attempt++) {
      let failure = null
      try {
        await teleport(target)
        await settle()
        await centre({ yaw, pitch })
        await sleep(100)
      } catch (err) {
        failure = err
      }
      const q = bot.entity.position
      if (!failure && floorE(q.x) === pos.x && floorE(q.z) === pos.z) break
      const why = failure ? failure.message : 'the bot did not stay at ' + target + ', it is at ' + q
      if (attempt === 5) throw new Error(why)
      console.error('bridge: reset: attempt', attempt, why, '- again')
    }
    return {}
  },

  async clear_entities () {
    for (const id of Object.keys(serv.entities)) {
      const e = serv.entities[id]
      if (e.type !== 'player') serv.destroyEntity(e)
    }
    await until(() => Object.values(bot.entities).every(e => e.type !== 'mob' && e.type !== 'hostile' && e.type !== 'animal'), must(3000), 'the mobs to go')
    return {}
  },

  async snapshot ({ min, max }) {
    const lo = vec(min)
    const hi = vec(max)
    const names = []
    const ps = []
    boxIter(lo, hi, p => ps.push(p))
    for (const p of ps) names.push(await serverBlock(p))
    const st = state()
    const sp = player()
    st.player.health = sp.health
    st.entities = Object.values(serv.entities).filter(e => e.type !== 'player' && e.type !== 'object').map(e => {
      const t = registry.entitiesByName[e.name] || {}
      return { id: e.id, name: e.name, pos: obj(e.position), width: t.width || 0.6, height: t.height || 1.8, health: e.health }
    })
    return { region: { min: obj(lo), max: obj(hi), names }, state: st }
  },

  // frame draws the bot's view: {png (base64), truth, camera}.
  async frame ({ labels }) {
    if (!FRAMES) throw new Error('frames are off (start the bridge with --frames)')
    const cam = await frameCamera()
    await cam.follow(bot.entity.position)
    const mobs = []
    for (const id of Object.keys(bot.entities)) {
      const en = bot.entities[id]
      if (en === bot.entity || en.type === 'player' || en.type === 'object' || en.name === 'item' || !en.name) continue
      // A fixed animation phase per mob, so a still scene draws the same.
      mobs.push({ id: en.id, name: en.name, pos: obj(en.position), yaw: en.yaw, width: en.width, height: en.height, phase: en.id * 1.37 })
    }
    cam.setMobs(mobs)
    const p = bot.entity.position
    const eye = { x: p.x, y: p.y + EYE, z: p.z }
    const shot = await cam.capture({ eye, yaw: bot.entity.yaw, pitch: bot.entity.pitch, labels: labels !== false })
    return {
      png: shot.png.toString('base64'),
      truth: shot.truth,
      camera: { eye: [eye.x, eye.y, eye.z], yaw: bot.entity.yaw, pitch: bot.entity.pitch, fov: cam.fov, width: cam.width, height: cam.height }
    }
  },

  async quit () {
    setTimeout(() => process.exit(0), 20)
    return {}
  }
}

// revive respawns a dead bot and sends the chunks again, which the client
// drops with its old world. flying-squid 1.12 ignores the 1.16.5 client's
// respawn request (it compares the action with 0, the packet carries
// 'perform_respawn'), so the bridge does what its handler would.
async function revive (p) {
  let onSpawn
  const spawned = new Promise(resolve => { onSpawn = resolve; bot.once('spawn', onSpawn) })
  p._sendRespawn()
  p.sendSelfPosition()
  p.updateHealth(20)
  p.nearbyEntities = []
  p.updateAndSpawn()
  await Promise.race([spawned, sleep(5000)])
  bot.removeListener('spawn', onSpawn)
  await until(() => bot.health > 0, must(5000), 'the bot to respawn')
  p._unloadAllChunks(true)
  await p.worldSendInitialChunks()
  await chunksLoaded()
}

// frameCamera loads the renderer on first use and keeps it in step with the
// bot's world: chunks as they load, blocks as they change.
let frameCam = null
async function frameCamera () {
  if (frameCam) return frameCam
  const { Camera } = require('./viewer/frames.js')
  const cam = new Camera({ width: FRAME_SIZE[0], height: FRAME_SIZE[1], fov: FOV, version: VERSION, viewDistance: 2 })
  await cam.attach(bot.world, bot.entity.position)
  bot.on('chunkColumnLoad', pos => { if (cam.worldView) cam.worldView.loadChunk(pos) })
  bot.on('blockUpdate', (oldBlock, newBlock) => { if (newBlock) cam.blockUpdate(newBlock.position, newBlock.stateId) })
  frameCam = cam
  return cam
}

async function equip (item) {
  if (bot.heldItem && bot.heldItem.name === item) return
  const it = registry.itemsByName[item]
  if (!it) throw new Error('unknown item ' + JSON.stringify(item))
  await bot.equip(it.id, 'hand')
}

async function main () {
  const t0 = Date.now()
  const stone = require('minecraft-data')(VERSION).blocksByName.stone.id
  const defaults = require('flying-squid/config/default-settings.json')
  serv = mcServer.createMCServer({
    ...defaults,
    worldFolder: undefined,
    'online-mode': false,
    gameMode: 0,
    port: 0,
    host: '127.0.0.1',
    'max-players': 2,
    motd: 'skillrun',
    version: VERSION,
    generation: { name: 'superflat', options: { middleId: stone, middleThickness: 20, seed: 1 } },
    'view-distance': 3,
    'everybody-op': true,
    logging: false,
    noConsoleOutput: true,
    kickTimeout: 600000
  })
  await new Promise((resolve, reject) => {
    serv.once('listening', resolve)
    serv.once('error', reject)
  })
  registry = serv.registry
  Item = require('prismarine-item')(registry)
  const port = serv._server.socketServer.address().port
  console.error(`bridge: server on 127.0.0.1:${port} (${VERSION}) in ${Date.now() - t0} ms`)
  bot = mineflayer.createBot({ host: '127.0.0.1', port, username: USER, auth: 'offline', version: VERSION, respawn: false })
  bot.on('error', fatal)
  bot.on('kicked', reason => fatal(new Error('bot kicked: ' + reason)))
  // flying-squid does not enforce digging time and the voxel world has
  // none: dig every block in 150 ms rather than survival's 7.5 s for stone
  // by hand, so scenarios run at the speed of their rules.
  await new Promise(resolve => bot.once('spawn', resolve))
  bot.digTime = () => 150
  await chunksLoaded()
  // The server is still settling the login (it may send the spawn position
  // again); let it, so the first teleport sticks.
  await sleep(500)
  console.error(`bridge: bot spawned at ${bot.entity.position} in ${Date.now() - t0} ms`)
  if (FRAMES) {
    // Load the renderer and mesh the chunks around the bot now, so the
    // first frame costs what the others do.
    const cam = await frameCamera()
    await cam.ready()
    console.error(`bridge: renderer ready in ${Date.now() - t0} ms`)
  }

  const rl = readline.createInterface({ input: fs.createReadStream(null, { fd: 3 }) })
  let queue = Promise.resolve()
  rl.on('line', line => {
    queue = queue.then(() => handle(line))
  })
  rl.on('close', () => { setTimeout(() => process.exit(0), 20) })
  send({ id: 0, event: 'ready', port, version: VERSION })
}

async function handle (line) {
  let req
  try {
    req = JSON.parse(line)
  } catch (err) {
    send({ id: 0, error: 'malformed request: ' + err.message })
    return
  }
  const fn = ops[req.op]
  if (!fn) {
    send({ id: req.id, error: 'unknown op ' + JSON.stringify(req.op) })
    return
  }
  try {
    send({ id: req.id, result: await fn(req.args || {}) })
  } catch (err) {
    send({ id: req.id, error: req.op + ': ' + (err && err.message ? err.message : String(err)) })
  }
}

main().catch(fatal)
