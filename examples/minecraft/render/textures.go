package render

import (
	"fmt"
	"image"
	"image/color"
	"image/draw"
	"image/png"
	"os"
	"path/filepath"

	mc "github.com/skillrun/skillrun/examples/minecraft"
)

// BlazeSprite is a front view of a blaze from its entity atlas (64×32):
// the head's front face over two rings of rods, with gaps between them.
func BlazeSprite(atlas image.Image) *image.NRGBA {
	sp := image.NewNRGBA(image.Rect(0, 0, 16, 24))
	o := atlas.Bounds().Min
	put := func(at image.Point, r image.Rectangle) {
		draw.Draw(sp, image.Rectangle{Min: at, Max: at.Add(r.Size())}, atlas, r.Min.Add(o), draw.Src)
	}
	put(image.Pt(4, 0), image.Rect(8, 8, 16, 16))
	for i, x := range []int{0, 4, 10, 14} {
		put(image.Pt(x, 9), image.Rect(2*(i%4), 18, 2*(i%4)+2, 26))
	}
	for i, x := range []int{2, 7, 12} {
		put(image.Pt(x, 16), image.Rect(2*(i%4), 18, 2*(i%4)+2, 26))
	}
	return sp
}

// blockFiles maps the blocks the voxel renderer draws to their texture
// files (one texture for every face; animated strips use their first frame).
var blockFiles = map[string]string{
	mc.Stone: "stone", mc.Cobblestone: "cobblestone", mc.GrassBlock: "grass_block_top", mc.Dirt: "dirt",
	mc.Lava: "lava_still", mc.Fire: "fire_0", mc.Netherrack: "netherrack", mc.Water: "water_still",
	mc.Bedrock: "bedrock", "magma_block": "magma", "glowstone": "glowstone", "obsidian": "obsidian",
	"oak_planks": "oak_planks", "sand": "sand", "gold_block": "gold_block", "orange_wool": "orange_wool",
	"yellow_wool": "yellow_wool", "hay_block": "hay_block_side", "shroomlight": "shroomlight", "terracotta": "terracotta",
}

// LoadTextures reads block and blaze textures from a Minecraft texture
// folder laid out as blocks/NAME.png and entity/blaze.png (the layout of
// prismarine-viewer's and minecraft-assets' per-version folders, installed
// from npm). A missing block texture is left out (drawn flat); a missing
// blaze atlas is an error.
func LoadTextures(dir string) (Textures, error) {
	tex := Textures{Blocks: map[string]image.Image{}, Mobs: map[string]image.Image{}}
	for name, file := range blockFiles {
		img, err := readPNG(filepath.Join(dir, "blocks", file+".png"))
		if err != nil {
			continue
		}
		b := img.Bounds()
		if b.Dy() > b.Dx() { // an animation strip: the first square
			img = subImage(img, image.Rect(b.Min.X, b.Min.Y, b.Max.X, b.Min.Y+b.Dx()))
		}
		tex.Blocks[name] = toNRGBA(img)
	}
	atlas, err := readPNG(filepath.Join(dir, "entity", "blaze.png"))
	if err != nil {
		return tex, fmt.Errorf("blaze texture: %w", err)
	}
	tex.Mobs["blaze"] = BlazeSprite(atlas)
	return tex, nil
}

func readPNG(path string) (image.Image, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	img, err := png.Decode(f)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	return img, nil
}

func subImage(img image.Image, r image.Rectangle) image.Image {
	if s, ok := img.(interface {
		SubImage(image.Rectangle) image.Image
	}); ok {
		return s.SubImage(r)
	}
	return img
}

// DrawnBlaze is a blaze drawn by hand for frames without Mojang's
// textures (16×24, transparent between the parts): a lemon crown over an
// amber head with dark eyes, and two rings of amber rods with lemon tops
// and gaps between them, in the colours the blaze detector looks for.
func DrawnBlaze() *image.NRGBA {
	img := image.NewNRGBA(image.Rect(0, 0, 16, 24))
	lemon := color.NRGBA{255, 240, 60, 255}
	amber := color.NRGBA{235, 150, 20, 255}
	dark := color.NRGBA{110, 45, 20, 255}
	rect := func(x0, y0, x1, y1 int, c color.NRGBA) {
		for y := y0; y < y1; y++ {
			for x := x0; x < x1; x++ {
				img.SetNRGBA(x, y, c)
			}
		}
	}
	rect(4, 0, 12, 2, lemon)
	rect(4, 2, 12, 8, amber)
	rect(5, 4, 7, 5, dark)
	rect(9, 4, 11, 5, dark)
	for _, x := range []int{0, 4, 10, 14} {
		rect(x, 9, x+2, 10, lemon)
		rect(x, 10, x+2, 16, amber)
	}
	for _, x := range []int{2, 7, 12} {
		rect(x, 17, x+2, 18, lemon)
		rect(x, 18, x+2, 24, amber)
	}
	return img
}

// toNRGBA copies an image into an *image.NRGBA at the origin, the layout
// the renderer samples fastest.
func toNRGBA(img image.Image) *image.NRGBA {
	b := img.Bounds()
	out := image.NewNRGBA(image.Rect(0, 0, b.Dx(), b.Dy()))
	draw.Draw(out, out.Rect, img, b.Min, draw.Src)
	return out
}
