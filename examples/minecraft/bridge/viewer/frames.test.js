'use strict'
// frames.test.js: the labels a Camera gives its mobs, on scenes whose
// answer is known. Run with `node --test` under an X display (the Go test
// TestFramesJS in examples/minecraft/viewer starts Xvfb and runs it).
const test = require('node:test')
const assert = require('node:assert')
const { Vec3 } = require('vec3')
const { Camera } = require('./frames')

const VERSION = '1.16.5'
const GROUND = 21
const mcData = require('minecraft-data')(VERSION)
const Chunk = require('prismarine-chunk')(VERSION)
const World = require('prismarine-world')(VERSION)

// A flat world: stone under grass at GROUND, in daylight.
function flat () {
  const grass = mcData.blocksByName.grass_block.defaultState
  const stone = mcData.blocksByName.stone.defaultState
  return new World((cx, cz) => {
    const c = new Chunk()
    for (let x = 0; x < 16; x++) {
      for (let z = 0; z < 16; z++) {
        for (let y = 1; y < GROUND; y++) c.setBlockStateId(new Vec3(x, y, z), stone)
        c.setBlockStateId(new Vec3(x, GROUND, z), grass)
        for (let y = 0; y < 256; y++) c.setSkyLight(new Vec3(x, y, z), 15)
      }
    }
    return c
  })
}

function aim (eye, p) {
  const dx = p.x - eye.x
  const dy = p.y - eye.y
  const dz = p.z - eye.z
  return { yaw: Math.atan2(-dx, -dz), pitch: Math.atan2(dy, Math.hypot(dx, dz)) }
}

const WIDTH = 320
const HEIGHT = 180

// inFlatWorld runs fn with a WIDTH×HEIGHT camera on the flat world, whose
// eye is at x 0.5, GROUND + 2.9, z looking along +z.
async function inFlatWorld (z, fn) {
  const camera = new Camera({ width: WIDTH, height: HEIGHT, version: VERSION, viewDistance: 2 })
  try {
    await camera.attach(flat(), new Vec3(0, GROUND, 0))
    const eye = { x: 0.5, y: GROUND + 2.9, z }
    await fn(camera, eye, aim(eye, { x: 0.5, y: GROUND + 2.9, z: z + 1 }))
  } finally {
    camera.close()
  }
}

const blaze = (id, x, z) => ({ id, name: 'blaze', width: 0.6, height: 1.8, pos: { x, y: GROUND + 2, z }, yaw: 0, phase: 3 })

test('a blaze behind another is partly hidden; the one in front is not', () => inFlatWorld(-4, async (camera, eye, look) => {
  // Alone, the far blaze shows whole.
  camera.setMobs([blaze(2, 0.5, 2)])
  const alone = await camera.capture({ eye, yaw: look.yaw, pitch: look.pitch })
  assert.strictEqual(alone.truth.length, 1)
  assert.ok(alone.truth[0].pixels > 100, 'the far blaze is in view: ' + JSON.stringify(alone.truth))
  assert.strictEqual(alone.truth[0].visible, 1)

  // With a near blaze on the same line of sight, the far one is mostly
  // behind it: it shows less than it would alone, and its whole box and
  // pixels are those it has alone.
  camera.setMobs([blaze(1, 0.5, -1), blaze(2, 0.5, 2)])
  const both = await camera.capture({ eye, yaw: look.yaw, pitch: look.pitch })
  const near = both.truth.find(t => t.id === 1)
  const far = both.truth.find(t => t.id === 2)
  assert.ok(near && far, JSON.stringify(both.truth))
  assert.strictEqual(near.visible, 1, 'the near blaze: ' + JSON.stringify(near))
  assert.ok(far.visible < 0.8, 'the far blaze shows ' + far.visible + ' of itself behind the near one: ' + JSON.stringify(far))
  assert.ok(far.pixels < alone.truth[0].pixels)
  assert.deepStrictEqual(far.full_box, alone.truth[0].full_box)
  assert.strictEqual(far.full_pixels, alone.truth[0].full_pixels)
}))

test('a blaze cut by the frame\'s edge is partly hidden, its whole box past the edge', () => inFlatWorld(-3, async (camera, eye, look) => {
  camera.setMobs([blaze(1, 0.5, 0)])
  const whole = await camera.capture({ eye, yaw: look.yaw, pitch: look.pitch })
  assert.strictEqual(whole.truth[0].visible, 1, JSON.stringify(whole.truth))
  // Turned by half the horizontal field of view: the blaze's middle is
  // on the frame's left or right edge, about half of it in view.
  const half = Math.atan(Math.tan(camera.fov * Math.PI / 360) * WIDTH / HEIGHT)
  const cut = await camera.capture({ eye, yaw: look.yaw + half, pitch: look.pitch })
  const t = cut.truth[0]
  assert.ok(t && t.pixels > 0, JSON.stringify(cut.truth))
  // (Less than half: near the edge of a wide view, the half further out
  // is drawn wider.)
  assert.ok(t.visible > 0.2 && t.visible < 0.7, 'a blaze half out of the frame shows ' + t.visible + ': ' + JSON.stringify(t))
  const [x0, , x1] = t.full_box
  assert.ok(x0 < 0 || x1 > WIDTH, 'whole box ' + t.full_box + ' within the frame')
  assert.ok(t.box[0] === 0 || t.box[2] === WIDTH, 'visible box ' + t.box + ' off the edge')
  assert.ok(t.full_box[1] <= t.box[1] && t.full_box[3] >= t.box[3], 'whole box ' + t.full_box + ' shorter than the visible ' + t.box)
  // Out of the frame altogether (turned away): no label.
  const away = await camera.capture({ eye, yaw: look.yaw + Math.PI, pitch: look.pitch })
  assert.deepStrictEqual(away.truth, [])
}))
