'use strict'
// frames.js: what a player sees, drawn by prismarine-viewer (the renderer
// mineflayer users run headless) through WebGL (node-canvas-webgl: canvas
// and headless gl; it needs an X display, Xvfb on a server), and the true
// boxes of the mobs in it.
//
// A Camera draws a prismarine-world (the bot's, or one built in process)
// from an eye position, yaw and pitch (mineflayer's conventions). Beside
// the picture it renders label passes with flat colours, one with the
// blocks drawn black (they hide what is behind them) and, for each mob, one
// with that mob alone (nothing in front of it):
// each mob's visible pixels, visible box, whole (unoccluded) box and the
// share that shows come from the same camera and the same models as the
// picture, so the labels cost nothing to make and need no person.
//
// Mobs are prismarine-viewer's models; a blaze's rods are posed as its
// "move" animation places them (the viewer leaves all twelve stacked in one
// place), at a phase of the caller's choosing, so its rods spread apart as
// in the game.
global.THREE = require('three')
global.Worker = require('worker_threads').Worker
const THREE = global.THREE
const path = require('path')
const { createCanvas } = require('node-canvas-webgl/lib')
const { Viewer, WorldView } = require('prismarine-viewer/viewer')
const { Vec3 } = require('vec3')

// Light presets: sky colour and the viewer's two lights. The viewer's own
// is "day".
const LIGHTS = {
  day: { sky: 0xadd8e6, ambient: [0xcccccc, 1.0], sun: [0xffffff, 0.5] },
  dusk: { sky: 0xd98a5f, ambient: [0xd0c4b8, 0.7], sun: [0xffd8b0, 0.3] },
  night: { sky: 0x0a0f24, ambient: [0xa0a8c0, 0.45], sun: [0xa0b0d0, 0.12] },
  nether: { sky: 0x3a0c0c, ambient: [0xd0c0b8, 0.65], sun: [0xffd0b8, 0.2] }
}

// LABEL_MARGIN is how much of a frame, on each side, the whole label pass
// sees beyond the frame's edges: a mob cut by the edge counts as partly
// hidden, by the share of it this margin holds.
const LABEL_MARGIN = 0.5

// rodPositions are the offsets (model pixels) of a blaze's twelve rods at
// life time t seconds, from the viewer's entities.json "move" animation.
function rodPositions (t) {
  const rad = d => d * Math.PI / 180
  const out = []
  for (let i = 0; i < 12; i++) {
    let r, y, speed, phase, k
    if (i < 4) { r = 9; y = 2; speed = -360; phase = 90 * i; k = 2 } else if (i < 8) { r = 7; y = -2; speed = 108; phase = 45 + 90 * (i - 4); k = 2 } else { r = 5; y = -11; speed = -180; phase = 27 + 90 * (i - 8); k = 1.5 }
    const a = rad(t * speed + phase)
    out.push([Math.cos(a) * r, y + Math.cos(rad((i * k + t * 20) * 14.32)), Math.sin(a) * r])
  }
  return out
}

class Camera {
  // opts: width, height (default 640x360), fov (vertical degrees, default
  // the viewer's 75), version (default 1.16.5), viewDistance (chunks).
  constructor (opts = {}) {
    this.width = opts.width || 640
    this.height = opts.height || 360
    if (!(this.width > 0 && this.height > 0 && this.width <= 4096 && this.height <= 4096)) throw new Error('frame size ' + this.width + 'x' + this.height + ' out of range')
    this.fov = opts.fov || 75
    this.version = opts.version || '1.16.5'
    this.viewDistance = opts.viewDistance || 3
    this.canvas = createCanvas(this.width, this.height)
    this.renderer = new THREE.WebGLRenderer({ canvas: this.canvas })
    this.gl = this.renderer.getContext()
    if (!this.gl) throw new Error('no WebGL context (is there an X display? run under xvfb-run)')
    this.viewer = new Viewer(this.renderer)
    if (!this.viewer.setVersion(this.version)) throw new Error('prismarine-viewer does not support ' + this.version)
    this.viewer.camera.fov = this.fov
    this.viewer.camera.updateProjectionMatrix()
    this.mobs = new Map() // id -> { name, mesh, phase }
    this.worldView = null
    this.watchSections()
    this.light = 'day'
    this.setLight('day')
  }

  // attach shows a prismarine-world, loading the chunks around centre.
  async attach (world, centre) {
    if (this.worldView) this.detach()
    this.worldView = new WorldView(world, this.viewDistance, centre)
    this.viewer.listen(this.worldView)
    await this.worldView.init(centre)
  }

  detach () {
    if (!this.worldView) return
    for (const k of Object.keys(this.worldView.loadedChunks)) {
      const [x, z] = k.split(',').map(Number)
      this.viewer.removeColumn(x, z)
    }
    this.worldView.removeAllListeners()
    this.worldView = null
  }

  // blockUpdate redraws one block (stateId at pos) in the attached world.
  blockUpdate (pos, stateId) { this.viewer.setBlockStateId(new Vec3(pos.x, pos.y, pos.z), stateId) }

  async follow (centre) { if (this.worldView) await this.worldView.updatePosition(centre) }

  setLight (name) {
    const l = LIGHTS[name]
    if (!l) throw new Error('unknown light ' + JSON.stringify(name) + ' (want ' + Object.keys(LIGHTS).join(', ') + ')')
    this.light = name
    this.viewer.scene.background = new THREE.Color(l.sky)
    this.viewer.ambientLight.color.setHex(l.ambient[0])
    this.viewer.ambientLight.intensity = l.ambient[1]
    this.viewer.directionalLight.color.setHex(l.sun[0])
    this.viewer.directionalLight.intensity = l.sun[1]
  }

  // setMobs makes the drawn mobs exactly ms: [{id, name, pos:{x,y,z},
  // yaw, width, height, phase}] (phase: the blaze animation's life time).
  setMobs (ms) {
    const keep = new Set()
    for (const m of ms) {
      keep.add(m.id)
      let e = this.mobs.get(m.id)
      if (!e || e.name !== m.name) {
        if (e) this.viewer.updateEntity({ id: m.id, delete: true })
        this.viewer.updateEntity({ id: m.id, name: m.name, width: m.width || 0.6, height: m.height || 1.8 })
        const mesh = this.viewer.entities.entities[m.id]
        e = { name: m.name, mesh }
        this.mobs.set(m.id, e)
      }
      e.mesh.position.set(m.pos.x, m.pos.y, m.pos.z)
      e.mesh.rotation.y = m.yaw || 0
      if (m.name === 'blaze') poseBlaze(e.mesh, m.phase || 0)
    }
    for (const [id] of this.mobs) {
      if (!keep.has(id)) {
        this.viewer.updateEntity({ id, delete: true })
        this.mobs.delete(id)
      }
    }
  }

  // watchSections makes ready() exact. The viewer's own wait
  // (waitForChunksToRender) keeps one flag per section: a block update that
  // reaches a meshing worker just after the worker meshed that section is
  // lost, since the "finished" of the earlier mesh clears the flag, and the
  // frame would show a half-built or stale world (under load, a whole scene
  // behind, and labels computed on it). So the camera remembers every
  // section dirtied since the last ready(), and ready() fences the workers
  // (all updates received) and meshes those sections once more.
  watchSections () {
    const w = this.viewer.world
    this.touched = new Map() // section key -> a position in it
    this.dirty = w.setSectionDirty.bind(w)
    w.setSectionDirty = (pos, value = true) => {
      if (value) this.touched.set(Math.floor(pos.x / 16) + ',' + Math.floor(pos.y / 16) + ',' + Math.floor(pos.z / 16), pos)
      this.dirty(pos, value)
    }
    this.fences = new Map() // key -> resolve
    for (const worker of w.workers) {
      worker.on('message', data => {
        const done = data && data.type === 'sectionFinished' && this.fences.get(data.key)
        if (done) { this.fences.delete(data.key); done() }
      })
    }
  }

  // fence resolves once every meshing worker has read every message sent
  // to it before: each answers a section with no chunk at once, in order.
  fence () {
    const w = this.viewer.world
    return Promise.all(w.workers.map((worker, i) => new Promise(resolve => {
      const x = 16 * (1000000 + i)
      this.fences.set(x + ',0,0', resolve)
      worker.postMessage({ type: 'dirty', x, y: 0, z: 0, value: true })
    })))
  }

  // ready waits until every chunk section is meshed with every update sent
  // so far, and every texture is loaded.
  async ready () {
    await this.viewer.waitForChunksToRender()
    if (this.touched.size > 0) {
      await this.fence()
      const again = [...this.touched.values()]
      this.touched.clear()
      for (const p of again) this.dirty(p, true)
      await this.viewer.waitForChunksToRender()
    }
    const deadline = Date.now() + 60000
    for (;;) {
      let missing = !this.viewer.world.material.map
      this.viewer.scene.traverse(o => { if (o.isSkinnedMesh && !o.material.map) missing = true })
      if (!missing) return
      if (Date.now() > deadline) throw new Error('textures did not load in 60 s')
      await new Promise(resolve => setTimeout(resolve, 10))
    }
  }

  // capture draws the view from eye (the eyes' position) and returns
  // {png, truth}: the PNG bytes and, for each mob, its labels (see label).
  async capture ({ eye, yaw, pitch, labels = true, minPixels = 1 }) {
    await this.ready()
    const cam = this.viewer.camera
    cam.position.set(eye.x, eye.y, eye.z)
    cam.rotation.set(pitch, yaw, 0, 'ZYX')
    cam.updateMatrixWorld()
    this.renderer.render(this.viewer.scene, cam)
    const png = this.canvas.toBuffer('image/png')
    const truth = labels ? this.label(minPixels) : []
    return { png, truth }
  }

  // label renders the label passes for the current camera: for each mob,
  // {id, name, box, pixels, full_box, full_pixels, visible} where box is the
  // [x0, y0, x1, y1) box of its visible pixels, full_box that of the pixels
  // it would cover with nothing in front of it (no block, and no other mob:
  // a blaze behind another is partly hidden too) and no edge to the frame
  // (the whole pass sees LABEL_MARGIN of a frame further on each side, so a
  // mob cut by the frame's edge is partly hidden, and full_box may reach
  // past the frame), and visible = pixels / full_pixels. Mobs with fewer
  // than minPixels of the whole pass inside the frame are left out (out of
  // view).
  label (minPixels) {
    const ids = [...this.mobs.keys()]
    this.lastMask = null
    if (ids.length === 0) return []
    const seen = this.labelPass(ids, { withoutBlocks: false })
    this.lastMask = this.lastPixels
    this.lastMaskNames = ids.map(id => this.mobs.get(id).name)
    // The whole pass draws every mob, without blocks; a mob whose box
    // meets another's there (or that another hides altogether) is drawn
    // again alone, and a mob that reaches the frame's edge is drawn again
    // past it. Each pass costs about a frame's render (the one past the
    // edges a few), so only the mobs that need one get it.
    const all = this.labelPass(ids, { withoutBlocks: true })
    const alone = (i, margin) => this.labelPass(ids, { withoutBlocks: true, only: ids.length === 1 ? -1 : i, margin })[i]
    const meets = (a, b) => a[0] < b[2] && b[0] < a[2] && a[1] < b[3] && b[1] < a[3]
    const whole = all.map((w, i) => {
      if (ids.length > 1 && (w.pixels === 0 || all.some((o, j) => j !== i && o.pixels > 0 && meets(o.box, w.box)))) w = alone(i, false)
      const [x0, y0, x1, y1] = w.box
      return w.pixels > 0 && (x0 <= 0 || y0 <= 0 || x1 >= this.width || y1 >= this.height) ? alone(i, true) : w
    })
    const out = []
    ids.forEach((id, i) => {
      const w = whole[i]
      if (w.inFrame < minPixels) return
      const s = seen[i]
      out.push({
        id,
        label: this.mobs.get(id).name,
        box: s.pixels > 0 ? s.box : [0, 0, 0, 0],
        pixels: s.pixels,
        full_box: w.box,
        full_pixels: w.pixels,
        visible: w.pixels > 0 ? s.pixels / w.pixels : 0
      })
    })
    return out
  }

  // labelPass draws the mobs in flat colours (1 + their index in ids) and
  // the blocks black, or leaves the blocks out (withoutBlocks), and returns
  // each mob's pixels, box (frame coordinates) and pixels inside the
  // frame; only, when given, draws that mob alone; margin draws
  // LABEL_MARGIN beyond each edge of the frame too, at the frame's scale.
  labelPass (ids, { withoutBlocks, only = -1, margin = false }) {
    const scene = this.viewer.scene
    const saved = []
    const worldMap = this.viewer.world.material.map
    const black = new THREE.MeshBasicMaterial({ color: 0x000000, map: worldMap, alphaTest: 0.1 })
    const owner = new Map()
    ids.forEach((id, i) => owner.set(this.mobs.get(id).mesh, i + 1))
    const flat = {}
    scene.traverse(o => {
      if (!o.isMesh && !o.isSprite) return
      saved.push([o, o.material, o.visible])
      if (o.isSprite) { o.visible = false; return }
      let k = 0
      for (let p = o; p; p = p.parent) { if (owner.has(p)) { k = owner.get(p); break } }
      if (k > 0 && only >= 0 && k !== only + 1) {
        o.visible = false
      } else if (k > 0) {
        if (!flat[k]) flat[k] = new THREE.MeshBasicMaterial({ color: new THREE.Color((k & 255) / 255, (k >> 8) / 255, 1), skinning: true, map: o.material.map, alphaTest: 0.1 })
        // The colour multiplies the texture: keep its alpha, drop its colour.
        flat[k].map = null
        flat[k].alphaMap = null
        o.material = flat[k]
      } else if (o.isSkinnedMesh) {
        o.material = new THREE.MeshBasicMaterial({ color: 0x000000, skinning: true })
      } else if (withoutBlocks) {
        o.visible = false
      } else {
        o.material = black
      }
    })
    const bg = scene.background
    scene.background = new THREE.Color(0x000000)
    // The whole pass: a target (1 + 2·LABEL_MARGIN) frames wide and high,
    // seeing as much more of the view (the frame in its middle).
    const cam = this.viewer.camera
    let mx = 0
    let my = 0
    let target = null
    if (margin) {
      const most = this.gl.getParameter(this.gl.MAX_RENDERBUFFER_SIZE)
      const m = Math.max(0, Math.min(LABEL_MARGIN, (most / this.width - 1) / 2, (most / this.height - 1) / 2))
      mx = Math.floor(m * this.width)
      my = Math.floor(m * this.height)
    }
    const w = this.width + 2 * mx
    const h = this.height + 2 * my
    const px = new Uint8Array(w * h * 4)
    if (mx > 0 || my > 0) {
      target = new THREE.WebGLRenderTarget(w, h)
      cam.setViewOffset(this.width, this.height, -mx, -my, w, h)
      this.renderer.setRenderTarget(target)
      this.renderer.render(scene, cam)
      this.renderer.readRenderTargetPixels(target, 0, 0, w, h, px)
      this.renderer.setRenderTarget(null)
      cam.clearViewOffset()
      target.dispose()
    } else {
      this.renderer.render(scene, cam)
      this.gl.readPixels(0, 0, w, h, this.gl.RGBA, this.gl.UNSIGNED_BYTE, px)
    }
    scene.background = bg
    for (const [o, m, v] of saved) { o.material = m; o.visible = v }
    black.dispose()
    for (const m of Object.values(flat)) m.dispose()
    this.lastPixels = px
    const stats = ids.map(() => ({ pixels: 0, inFrame: 0, box: [Infinity, Infinity, -Infinity, -Infinity] }))
    for (let ty = 0; ty < h; ty++) {
      const row = (h - 1 - ty) * w * 4 // readPixels is bottom-up
      const y = ty - my
      const rowIn = y >= 0 && y < this.height
      for (let tx = 0; tx < w; tx++) {
        const o = row + tx * 4
        if (px[o + 2] !== 255) continue
        const k = px[o] | (px[o + 1] << 8)
        if (k < 1 || k > ids.length) continue
        const x = tx - mx
        const s = stats[k - 1]
        s.pixels++
        if (rowIn && x >= 0 && x < this.width) s.inFrame++
        if (x < s.box[0]) s.box[0] = x
        if (y < s.box[1]) s.box[1] = y
        if (x + 1 > s.box[2]) s.box[2] = x + 1
        if (y + 1 > s.box[3]) s.box[3] = y + 1
      }
    }
    for (const s of stats) if (s.pixels === 0) s.box = [0, 0, 0, 0]
    return stats
  }

  // maskPNG returns the last capture's visible blaze pixels as a PNG:
  // red = 1 + the blaze's index among the mobs drawn, black elsewhere
  // (other mobs too: the mask is what a blaze shows, for calibrating a
  // blaze detector's colours; null without mobs).
  maskPNG () {
    if (!this.lastMask) return null
    const { createCanvas: create2d } = require('canvas')
    const c = create2d(this.width, this.height)
    const ctx = c.getContext('2d')
    const img = ctx.createImageData(this.width, this.height)
    const px = this.lastMask
    for (let y = 0; y < this.height; y++) {
      const src = (this.height - 1 - y) * this.width * 4
      const dst = y * this.width * 4
      for (let x = 0; x < this.width; x++) {
        const o = src + x * 4
        const k = px[o + 2] === 255 ? px[o] : 0
        img.data[dst + x * 4] = k > 0 && this.lastMaskNames[k - 1] === 'blaze' ? k : 0
        img.data[dst + x * 4 + 3] = 255
      }
    }
    ctx.putImageData(img, 0, 0)
    return c.toBuffer('image/png')
  }

  close () {
    this.detach()
    for (const wk of this.viewer.world.workers) wk.terminate()
    try { this.renderer.dispose() } catch (_) {} // three 0.128 needs a window to stop its animation loop
  }
}

// poseBlaze places the blaze's rods (bones 0-11 of its model) where the
// move animation has them at life time t.
function poseBlaze (mesh, t) {
  let skinned = null
  mesh.traverse(o => { if (o.isSkinnedMesh && !skinned) skinned = o })
  if (!skinned) return
  const bones = skinned.skeleton.bones
  const rods = rodPositions(t)
  for (let i = 0; i < 12 && i < bones.length; i++) {
    bones[i].position.set(rods[i][0], 24 + rods[i][1], rods[i][2])
  }
}

module.exports = { Camera, LIGHTS, rodPositions, root: path.dirname(require.resolve('prismarine-viewer/package.json')) }
