'use strict'
// dataset.js: labelled frames from the real client's renderer, for the
// blaze detector's calibration (the development set) and its held-out
// evaluation. Every frame is drawn by prismarine-viewer (frames.js) from a
// scene built in a world held in this process (no server is needed), and
// labelled by frames.js's label passes.
//
// Usage (under xvfb-run):
//
//	node dataset.js --out DIR [--set dev|heldout] [--seed N] [--scenes N]
//	    [--width 640] [--height 360] [--fov 75] [--version 1.16.5] [--masks]
//	    [--others train|test]
//
// It writes DIR/NNNN.png and DIR/labels.jsonl, one JSON line a frame:
// {"file", "set", "version", "scene", "group": {angle, light, blazes, distractors,
// occluded}, "camera": {eye, yaw, pitch, fov}, "truth": [frames.js labels]}.
//
// The two sets differ in seed and in layout: the development set lays its
// distractors out in rows and plain patches, the held-out set in scattered
// clusters, rings and mixed heaps, on other grounds. Both cover the same
// conditions: viewing angle (level, from below against the sky, from
// above), blaze size 20-250 px, day, dusk, night and nether light, partial
// occlusion by walls, and warm distractors. Each scene gives four frames:
// two with its blazes and two with the same distractors and no blaze, so
// half the frames hold no blaze but warm distractors.
const fs = require('fs')
const path = require('path')
const { Vec3 } = require('vec3')
const { Camera } = require('./frames')

const argv = process.argv.slice(2)
function arg (name, def) {
  const i = argv.indexOf('--' + name)
  return i >= 0 ? argv[i + 1] : def
}
const OUT = arg('out')
const SET = arg('set', 'dev')
const SCENES = Number(arg('scenes', 60))
const WIDTH = Number(arg('width', 640))
const HEIGHT = Number(arg('height', 360))
const FOV = Number(arg('fov', 75)) // vertical degrees, as the game's setting
const VERSION = arg('version', '1.16.5') // the Minecraft version drawn (its textures and blocks; 1.8 to 1.21)
const SEED = Number(arg('seed', SET === 'heldout' ? 7919 : 1009))
const MASKS = argv.includes('--masks') // also write NNNN.mask.png (the blazes' visible pixels)
// --hard (development sets only): every scene's two or three blazes in a
// heap (within a block or so of each other, so that they overlap in the
// image) and walls in front of half the blazes: more of the cases the
// detector misses most, to train on.
const HARD = argv.includes('--hard')
// --others train|test: warm things neither set draws otherwise: other
// warm blocks (OTHER_BLOCKS) in place of the usual distractors, and warm
// mobs (OTHER_MOBS: magma cubes, striders, piglins, fireballs...) among
// them in every frame, blazes or not; each of train and test draws its
// own half of them. The mobs' labels are in the truth under their own
// names; a blaze detector is scored on the blazes only (a detection on
// another mob is a false alarm).
const OTHERS = arg('others', '')
if (!OUT) { console.error('usage: node dataset.js --out DIR [--set dev|heldout] [--seed N] [--scenes N]'); process.exit(2) }
if (SET !== 'dev' && SET !== 'heldout') { console.error('--set: want dev or heldout'); process.exit(2) }
if (HARD && SET !== 'dev') { console.error('--hard: for development sets only'); process.exit(2) }
if (OTHERS && OTHERS !== 'train' && OTHERS !== 'test') { console.error('--others: want train or test'); process.exit(2) }
if (OTHERS === 'train' && SET !== 'dev') { console.error('--others train: for development sets only'); process.exit(2) }
if (OTHERS && LEGACY_VERSION(VERSION)) { console.error('--others: for 1.16 or later'); process.exit(2) }

// mulberry32: a small seeded generator, so a set is the same every run.
function rng (seed) {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6D2B79F5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}
const rand = rng(SEED)
const uni = (a, b) => a + (b - a) * rand()
const int = (a, b) => Math.floor(uni(a, b + 1))
const pick = xs => xs[Math.floor(rand() * xs.length)]

function LEGACY_VERSION (v) { const [a, b] = v.split('.').map(Number); return a === 1 && b < 16 }
const mcData = require('minecraft-data')(VERSION)
const Chunk = require('prismarine-chunk')(VERSION)
const World = require('prismarine-world')(VERSION)

// Before 1.13 blocks had other names and a colour or kind was a block's
// metadata (wool 1 is orange); a block that did not exist yet is drawn as
// the nearest warm or plain one there was (lantern: a torch, shroomlight:
// a lit redstone lamp, magma in 1.8: netherrack). The group labels keep the
// scene's own names.
const LEGACY = mcData.isOlderThan('1.13')
const LEGACY_NAMES = {
  grass_block: ['grass', 0],
  magma_block: [['magma', 0], ['netherrack', 0]],
  shroomlight: ['lit_redstone_lamp', 0],
  orange_wool: ['wool', 1],
  yellow_wool: ['wool', 4],
  terracotta: ['hardened_clay', 0],
  orange_terracotta: ['stained_hardened_clay', 1],
  yellow_terracotta: ['stained_hardened_clay', 4],
  red_sand: ['sand', 1],
  lantern: ['torch', 5],
  torch: ['torch', 5],
  oak_planks: ['planks', 0],
  nether_bricks: ['nether_brick', 0],
  blackstone: ['obsidian', 0],
  basalt: ['stone', 0],
  jack_o_lantern: ['lit_pumpkin', 0],
  stone_bricks: ['stonebrick', 0],
  orange_concrete: [['concrete', 1], ['stained_hardened_clay', 1]],
  yellow_concrete: [['concrete', 4], ['wool', 4]],
  campfire: ['fire', 0]
}

function state (name) {
  if (LEGACY) {
    let alts = LEGACY_NAMES[name] || [name, 0]
    if (!Array.isArray(alts[0])) alts = [alts]
    for (const [n, meta] of alts) {
      const b = mcData.blocksByName[n]
      if (b) return (b.id << 4) | meta
    }
    throw new Error('unknown block ' + name + ' in ' + VERSION)
  }
  const b = mcData.blocksByName[name]
  if (!b) throw new Error('unknown block ' + name + ' in ' + VERSION)
  return b.defaultState // lit campfires, snowless grass
}

const GROUND = 21 // grass at y 21, as the bridge's superflat
const S = {}
for (const n of ['air', 'stone', 'grass_block', 'bedrock', 'netherrack', 'fire', 'lava', 'magma_block', 'glowstone', 'shroomlight', 'orange_wool', 'yellow_wool', 'terracotta', 'orange_terracotta', 'yellow_terracotta', 'sand', 'red_sand', 'lantern', 'torch', 'gold_block', 'hay_block', 'cobblestone', 'oak_planks', 'nether_bricks', 'soul_sand', 'blackstone', 'basalt', 'jack_o_lantern', 'stone_bricks', 'sandstone', 'orange_concrete', 'yellow_concrete']) S[n] = state(n)
S.campfire = state('campfire')
// The other warm blocks and mobs (--others): none of them is in WARM or
// drawn by the development and held-out sets. "--others test" draws a
// fixed list (OTHER_TEST), never trained on, so that a set of it is made
// of warm things the detector has not seen the like of; "--others train"
// (development sets only: calibration may learn it) draws every other
// warm block of the game: each full block whose texture is mostly warm
// colours (warmBlocks), and a few warm plants.
const OTHER_TEST = ['yellow_concrete', 'pumpkin', 'honeycomb_block', 'yellow_glazed_terracotta', 'crimson_planks', 'bee_nest',
  'gold_ore', 'orange_stained_glass', 'bookshelf', 'smooth_red_sandstone', 'gilded_blackstone', 'dried_kelp_block',
  'orange_tulip', 'dandelion', 'yellow_carpet']
const OTHER_TRAIN_PLANTS = ['sunflower', 'redstone_torch', 'orange_carpet', 'wheat', 'carrots', 'acacia_sapling']
const HALF = OTHERS === 'test' ? 1 : 0
const PLANTS = new Set(['sunflower', 'orange_tulip', 'dandelion', 'redstone_torch', 'orange_carpet', 'yellow_carpet', 'wheat', 'carrots', 'acacia_sapling'])
let OTHERS_LIST = []

// warmBlocks returns the full blocks (a whole cube, drawn by the viewer
// as a block) whose texture is mostly warm colours (hue 10-65°, saturated
// and not dark: what a warm-colour rule mistakes for a blaze), read from
// the viewer's own textures, without those of WARM and OTHER_TEST.
async function warmBlocks () {
  const { loadImage, createCanvas } = require('canvas')
  const dir = path.join(require('./frames').root, 'public', 'textures', '1.16.4', 'blocks')
  // (Not the grounds either: grass, dirt and the like are under every scene.)
  const skip = new Set([...WARM, ...OTHER_TEST, 'lava', 'fire', 'magma_block', 'terracotta', 'orange_terracotta', 'yellow_terracotta', 'sand', 'red_sand',
    'grass_block', 'dirt', 'coarse_dirt', 'podzol', 'mycelium', 'grass_path', 'farmland'])
  const out = []
  for (const b of mcData.blocksArray) {
    if (b.boundingBox !== 'block' || skip.has(b.name) || /shulker|chest|bed$|sign|banner|skull|head|command|spawner|barrier|structure|jigsaw/.test(b.name)) continue
    const base = b.name.replace(/_block$/, '')
    const file = [b.name, b.name + '_side', b.name + '_front', base, base + '_side'].map(n => path.join(dir, n + '.png')).find(f => fs.existsSync(f))
    if (!file) continue
    const img = await loadImage(file)
    const c = createCanvas(img.width, img.height)
    const ctx = c.getContext('2d')
    ctx.drawImage(img, 0, 0)
    const px = ctx.getImageData(0, 0, img.width, img.height).data
    let n = 0
    let warm = 0
    for (let i = 0; i < px.length; i += 4) {
      if (px[i + 3] < 200) continue
      n++
      const r = px[i] / 255
      const g = px[i + 1] / 255
      const bl = px[i + 2] / 255
      const mx = Math.max(r, g, bl)
      const mn = Math.min(r, g, bl)
      if (mx < 0.35 || mx === 0 || (mx - mn) / mx < 0.45 || mx !== r) continue
      const hue = 60 * (g - bl) / (mx - mn) // red is the largest channel
      if (hue >= 10 && hue <= 65) warm++
    }
    if (n >= 100 && warm / n >= 0.3) out.push(b.name)
  }
  return out
}

async function othersList () {
  if (!OTHERS) return
  // (and blocks whose own name has no texture of that name but are warm)
  OTHERS_LIST = HALF === 1 ? OTHER_TEST : [...new Set([...await warmBlocks(), 'jack_o_lantern', 'carved_pumpkin', 'honey_block', 'redstone_lamp', 'nether_gold_ore', 'barrel']), ...OTHER_TRAIN_PLANTS]
  if (process.env.DATASET_LIST_OTHERS) console.error('others:', OTHERS_LIST.join(' '))
  for (const n of OTHERS_LIST) S[n] = state(n)
  S.farmland = state('farmland')
  if (OTHERS_LIST.includes('redstone_lamp')) S.redstone_lamp = mcData.blocksByName.redstone_lamp.minStateId // lit
  for (const n of ['wheat', 'carrots']) if (S[n] !== undefined) S[n] = mcData.blocksByName[n].maxStateId // grown
}
const OTHER_MOBS = [
  [{ name: 'magma_cube', width: 1.02, height: 1.02 }, { name: 'piglin', width: 0.6, height: 1.95 },
    { name: 'fox', width: 0.6, height: 0.7 }, { name: 'small_fireball', width: 0.31, height: 0.31 }, { name: 'chicken', width: 0.4, height: 0.7 },
    { name: 'piglin_brute', width: 0.6, height: 1.95 }, { name: 'ocelot', width: 0.6, height: 0.7 }, { name: 'husk', width: 0.6, height: 1.95 },
    { name: 'llama', width: 0.9, height: 1.87 }, { name: 'horse', width: 1.4, height: 1.6 }],
  [{ name: 'strider', width: 0.9, height: 1.7 }, { name: 'zombified_piglin', width: 0.6, height: 1.95 },
    { name: 'hoglin', width: 1.4, height: 1.4 }, { name: 'bee', width: 0.7, height: 0.6 }, { name: 'fireball', width: 1, height: 1 }]][HALF]

function generator (cx, cz) {
  const c = new Chunk()
  for (let x = 0; x < 16; x++) {
    for (let z = 0; z < 16; z++) {
      c.setBlockStateId(new Vec3(x, 0, z), S.bedrock)
      for (let y = 1; y < GROUND; y++) c.setBlockStateId(new Vec3(x, y, z), S.stone)
      c.setBlockStateId(new Vec3(x, GROUND, z), S.grass_block)
      for (let y = 0; y < 256; y++) c.setSkyLight(new Vec3(x, y, z), 15)
    }
  }
  return c
}

// The distractors: what a warm-colour rule mistakes for a blaze.
const WARM = ['fire', 'lava', 'magma_block', 'glowstone', 'shroomlight', 'orange_wool', 'yellow_wool', 'terracotta_on_sand', 'lantern', 'torch', 'campfire', 'gold_block', 'hay_block']

class Scene {
  constructor (world, camera) {
    this.world = world
    this.camera = camera
    this.changed = new Map() // "x,y,z" -> original state
  }

  async set (x, y, z, st) {
    const p = new Vec3(x, y, z)
    const k = x + ',' + y + ',' + z
    if (!this.changed.has(k)) this.changed.set(k, await this.world.getBlockStateId(p))
    await this.world.setBlockStateId(p, st)
    this.camera.blockUpdate(p, st)
  }

  async clear () {
    for (const [k, st] of this.changed) {
      const [x, y, z] = k.split(',').map(Number)
      const p = new Vec3(x, y, z)
      await this.world.setBlockStateId(p, st)
      this.camera.blockUpdate(p, st)
    }
    this.changed.clear()
  }

  // distractor puts one warm thing at ground level at (x, z).
  async distractor (kind, x, z, ground) {
    const y = GROUND + 1
    switch (kind) {
      case 'fire': await this.set(x, GROUND, z, ground === 'nether' ? S.netherrack : S.netherrack); await this.set(x, y, z, S.fire); break
      case 'lava': await this.set(x, GROUND, z, S.lava); break
      case 'magma_block': await this.set(x, GROUND, z, S.magma_block); if (rand() < 0.4) await this.set(x, y, z, S.magma_block); break
      case 'terracotta_on_sand': await this.set(x, GROUND, z, pick([S.sand, S.red_sand])); if (rand() < 0.6) await this.set(x, y, z, pick([S.terracotta, S.orange_terracotta, S.yellow_terracotta])); break
      case 'lantern': case 'torch': case 'campfire': await this.set(x, y, z, S[kind]); break
      default:
        if (PLANTS.has(kind)) {
          await this.set(x, GROUND, z, kind === 'wheat' || kind === 'carrots' ? S.farmland : S.grass_block)
          await this.set(x, y, z, S[kind])
          if (kind === 'sunflower') await this.set(x, y + 1, z, mcData.blocksByName.sunflower.minStateId)
          break
        }
        { // full blocks, one to three high
          const h = int(1, 3)
          for (let i = 0; i < h; i++) await this.set(x, y + i, z, S[kind])
        }
    }
  }
}

// layout places the scene's distractors around (cx, cz); the two sets
// use different layouts.
async function layout (sc, cx, cz, kinds, ground) {
  if (ground === 'nether') {
    for (let x = cx - 12; x <= cx + 12; x++) for (let z = cz - 12; z <= cz + 12; z++) await sc.set(x, GROUND, z, pick([S.netherrack, S.netherrack, S.netherrack, S.soul_sand]))
  } else if (ground === 'sand') {
    for (let x = cx - 10; x <= cx + 10; x++) for (let z = cz - 10; z <= cz + 10; z++) await sc.set(x, GROUND, z, S.sand)
  }
  if (SET === 'dev') {
    // Rows and rectangular patches.
    for (const kind of kinds) {
      const x0 = cx + int(-10, 6)
      const z0 = cz + int(-10, 6)
      const w = int(2, 6)
      const d = rand() < 0.5 ? 1 : int(2, 5)
      for (let x = x0; x < x0 + w; x++) for (let z = z0; z < z0 + d; z++) await sc.distractor(kind, x, z, ground)
    }
  } else {
    // Scattered clusters, rings and mixed heaps.
    for (const kind of kinds) {
      const style = pick(['cluster', 'ring', 'heap'])
      const x0 = cx + int(-9, 9)
      const z0 = cz + int(-9, 9)
      if (style === 'cluster') {
        const n = int(3, 10)
        for (let i = 0; i < n; i++) await sc.distractor(kind, x0 + int(-2, 2), z0 + int(-2, 2), ground)
      } else if (style === 'ring') {
        const r = int(2, 4)
        for (let a = 0; a < 16; a++) {
          const x = x0 + Math.round(r * Math.cos(a * Math.PI / 8))
          const z = z0 + Math.round(r * Math.sin(a * Math.PI / 8))
          await sc.distractor(kind, x, z, ground)
        }
      } else {
        const other = pick(OTHERS ? OTHERS_LIST : WARM)
        for (let i = 0; i < 6; i++) await sc.distractor(i % 2 ? kind : other, x0 + int(-1, 1), z0 + int(-1, 1), ground)
      }
    }
  }
}

// wall puts a wall of plain blocks between the camera and the blaze,
// covering part of it.
async function wall (sc, eye, target) {
  const t = uni(0.45, 0.75)
  const p = { x: eye.x + (target.x - eye.x) * t, y: eye.y + (target.y - eye.y) * t, z: eye.z + (target.z - eye.z) * t }
  const mat = pick([S.cobblestone, S.oak_planks, S.stone_bricks, S.nether_bricks, S.blackstone, S.sandstone])
  const side = rand() < 0.5 ? -1 : 1
  // A wall from the ground up to about the sight line, reaching across
  // the line from one side.
  const dx = target.x - eye.x
  const dz = target.z - eye.z
  const len = Math.hypot(dx, dz) || 1
  const nx = -dz / len
  const nz = dx / len
  const top = Math.floor(p.y + uni(-0.8, 0.3))
  const shift = uni(-0.2, 0.6)
  for (let s = 0; s <= 3; s++) {
    const off = side * (s - shift)
    const x = Math.floor(p.x + nx * off)
    const z = Math.floor(p.z + nz * off)
    for (let y = GROUND + 1; y <= Math.max(GROUND + 1, top); y++) await sc.set(x, y, z, mat)
  }
}

// solid reports whether the eye is inside a block.
async function solid (world, eye) {
  const st = await world.getBlockStateId(new Vec3(Math.floor(eye.x), Math.floor(eye.y), Math.floor(eye.z)))
  return st !== S.air
}

// aim returns the yaw and pitch that look from eye at p (mineflayer's
// conventions: yaw 0 faces north, -z; pitch > 0 looks up).
function aim (eye, p) {
  const dx = p.x - eye.x
  const dy = p.y - eye.y
  const dz = p.z - eye.z
  return { yaw: Math.atan2(-dx, -dz), pitch: Math.atan2(dy, Math.hypot(dx, dz)) }
}

// view places the camera for a blaze at b: level, from below or from above,
// at a distance that makes it tall px pixels.
function view (b, angle, px, fov) {
  const f = HEIGHT / 2 / Math.tan(fov * Math.PI / 360)
  const d = Math.max(1.6, f * 1.5 / px)
  const el = angle === 'level' ? uni(-0.15, 0.15) : angle === 'below' ? uni(0.45, 1.0) : -uni(0.4, 0.9)
  const az = uni(0, 2 * Math.PI)
  const c = { x: b.x, y: b.y + 0.9, z: b.z }
  let eye = { x: c.x + d * Math.cos(el) * Math.sin(az), y: c.y - d * Math.sin(el), z: c.z + d * Math.cos(el) * Math.cos(az) }
  if (eye.y < GROUND + 1.62) eye = { ...eye, y: GROUND + 1.62 }
  const a = aim(eye, c)
  // Off-centre: the blaze anywhere in the middle 70 % of the frame.
  const hf = fov * Math.PI / 360
  a.yaw += uni(-0.7, 0.7) * hf * (WIDTH / HEIGHT) * 0.8 * Math.min(1, 150 / px)
  a.pitch += uni(-0.7, 0.7) * hf * 0.8 * Math.min(1, 150 / px)
  a.pitch = Math.max(-1.5, Math.min(1.5, a.pitch))
  return { eye, ...a, d }
}

async function main () {
  fs.mkdirSync(OUT, { recursive: true })
  await othersList()
  const camera = new Camera({ width: WIDTH, height: HEIGHT, fov: FOV, version: VERSION, viewDistance: 3 })
  const world = new World(generator)
  await camera.attach(world, new Vec3(0, GROUND, 0))
  await camera.ready()
  const sc = new Scene(world, camera)
  const labels = fs.createWriteStream(path.join(OUT, 'labels.jsonl'))
  let n = 0
  const t0 = Date.now()
  for (let s = 0; s < SCENES; s++) {
    await sc.clear()
    camera.setMobs([])
    const cx = int(-4, 4)
    const cz = int(-4, 4)
    const ground = SET === 'dev' ? pick(['grass', 'grass', 'nether', 'sand']) : pick(['grass', 'nether', 'nether', 'sand'])
    const kinds = []
    const nk = int(2, 5)
    for (let i = 0; i < nk; i++) kinds.push(pick(OTHERS ? OTHERS_LIST : WARM))
    await layout(sc, cx, cz, kinds, ground)
    // One to three blazes hovering over the scene.
    const nb = HARD ? int(2, 3) : rand() < 0.6 ? 1 : int(2, 3)
    const blazes = []
    // (Only --hard draws these: the sets without it stay as they were.)
    const hx = HARD ? cx + uni(-4, 4) : 0
    const hz = HARD ? cz + uni(-4, 4) : 0
    for (let i = 0; i < nb; i++) {
      const pos = HARD
        ? { x: hx + uni(-1.2, 1.2), y: GROUND + 1 + uni(0, 2), z: hz + uni(-1.2, 1.2) }
        : { x: cx + uni(-5, 5), y: GROUND + 1 + uni(0, 3), z: cz + uni(-5, 5) }
      blazes.push({ id: 1000 + i, name: 'blaze', width: 0.6, height: 1.8, pos, yaw: uni(0, 2 * Math.PI), phase: uni(0, 100) })
    }
    // --others: one to three warm mobs about the scene, in every frame.
    const others = []
    if (OTHERS) {
      const nm = int(1, 3)
      for (let i = 0; i < nm; i++) {
        const m = pick(OTHER_MOBS)
        const flies = m.name.endsWith('fireball') || m.name === 'bee'
        others.push({ id: 2000 + i, ...m, pos: { x: cx + uni(-5, 5), y: GROUND + 1 + (flies ? uni(0, 3) : 0), z: cz + uni(-5, 5) }, yaw: uni(0, 2 * Math.PI) })
      }
    }
    for (let k = 0; k < 4; k++) {
      const withBlazes = k < 2
      const angle = pick(['level', 'level', 'below', 'above'])
      const light = ground === 'nether' ? pick(['nether', 'nether', 'night', 'dusk']) : pick(['day', 'dusk', 'night', 'day'])
      const px = Math.exp(uni(Math.log(20), Math.log(250)))
      const target = pick(blazes)
      const occlude = withBlazes && rand() < (HARD ? 0.5 : 0.25)
      camera.setLight(light)
      camera.setMobs([...(withBlazes ? blazes.map(b => ({ ...b, phase: b.phase + k * 0.37 })) : []), ...others])
      // A camera in the open (not inside a block) that sees the blaze it
      // was placed for, or a part of it behind the wall put up for it.
      let v, shot
      let occluded = false
      for (let attempt = 0; ; attempt++) {
        v = view(target.pos, angle, px, camera.fov)
        if (await solid(world, v.eye) && attempt < 20) continue
        if (occlude && !occluded && v.d > 3) {
          await wall(sc, v.eye, { x: target.pos.x, y: target.pos.y + 0.9, z: target.pos.z })
          occluded = true
        }
        shot = await camera.capture({ eye: v.eye, yaw: v.yaw, pitch: v.pitch, minPixels: 1 })
        const t = shot.truth.find(l => l.id === target.id)
        if (!withBlazes || (t && t.pixels > 0) || attempt >= 20) break
      }
      const file = String(n).padStart(4, '0') + '.png'
      fs.writeFileSync(path.join(OUT, file), shot.png)
      if (MASKS) {
        const m = camera.maskPNG()
        if (m) fs.writeFileSync(path.join(OUT, file.replace('.png', '.mask.png')), m)
      }
      labels.write(JSON.stringify({
        file,
        set: SET,
        version: VERSION,
        scene: s,
        group: { angle, light, ground, blazes: withBlazes ? nb : 0, size_px: Math.round(px), distractors: [...kinds, ...others.map(m => m.name)], occluded },
        camera: { eye: [v.eye.x, v.eye.y, v.eye.z], yaw: v.yaw, pitch: v.pitch, fov: camera.fov, width: WIDTH, height: HEIGHT },
        truth: shot.truth
      }) + '\n')
      n++
    }
  }
  await new Promise(resolve => labels.end(resolve))
  console.error(`dataset: ${n} frames (${SET}, seed ${SEED}) in ${((Date.now() - t0) / 1000).toFixed(1)} s`)
  camera.close()
  process.exit(0)
}

main().catch(err => { console.error('dataset:', err && err.stack ? err.stack : err); process.exit(1) })
