// Package detectorstest builds labelled test frames for detectors from
// Minecraft textures, which it fetches at test time from the npm package
// minecraft-assets (the images are Mojang's and are never committed).
//
// Textures are looked for in $SKILLRUN_TEXTURES, then in the user cache
// directory (skillrun/textures; the temporary directory without a home); when missing they are fetched with
// `npm pack minecraft-assets@1.19.0` into that cache and only the PNGs
// used here are extracted. Without npm or the network the tests that need
// textures skip, except in CI (CI=true), where they fail.
package detectorstest

import (
	"archive/tar"
	"bytes"
	"compress/gzip"
	"fmt"
	"image"
	"image/draw"
	"image/png"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"
)

// Package and version the textures come from, and the Minecraft version
// directory inside it.
const (
	npmPackage = "minecraft-assets@1.19.0"
	tarball    = "minecraft-assets-1.19.0.tgz"
	mcVersion  = "1.16.4"
)

// Backgrounds are the block textures scenes are tiled with.
var Backgrounds = []string{
	"netherrack", "nether_bricks", "stone", "soul_sand", "basalt_side",
	"blackstone", "gravel", "cobblestone",
}

// files are the PNGs extracted, relative to data/<mcVersion>/.
func files() []string {
	fs := []string{"entity/blaze.png", "blocks/fire_0.png", "blocks/fire_1.png", "blocks/lava_still.png", "blocks/magma.png"}
	for _, b := range Backgrounds {
		fs = append(fs, "blocks/"+b+".png")
	}
	return fs
}

// Textures are the decoded images a scene is built from, non-premultiplied.
type Textures struct {
	// Blaze is the 64×32 blaze entity atlas.
	Blaze *image.NRGBA
	// Fire holds the 16×16 animation frames of fire_0 and fire_1.
	Fire []*image.NRGBA
	// Lava holds the 16×16 animation frames of still lava.
	Lava []*image.NRGBA
	// Magma is the first frame of the magma block: warm, glowing, no yellow.
	Magma *image.NRGBA
	// Blocks maps a background name to its 16×16 texture (the first
	// animation frame for animated ones).
	Blocks map[string]*image.NRGBA
	// Dir is where the PNGs were read from.
	Dir string
}

var (
	loadOnce sync.Once
	loaded   *Textures
	loadErr  error
)

// Load returns the textures, fetching them on first use. When they cannot
// be had it skips the test, or fails it in CI.
func Load(tb testing.TB) *Textures {
	tb.Helper()
	loadOnce.Do(func() { loaded, loadErr = load() })
	if loadErr != nil {
		if os.Getenv("CI") != "" {
			tb.Fatalf("minecraft textures: %v", loadErr)
		}
		tb.Skipf("minecraft textures unavailable: %v", loadErr)
	}
	return loaded
}

// Dir returns the directory the textures are kept in.
func Dir() (string, error) {
	if d := os.Getenv("SKILLRUN_TEXTURES"); d != "" {
		return d, nil
	}
	c, err := os.UserCacheDir()
	if err != nil {
		// No home: fall back to the temporary directory.
		c = os.TempDir()
	}
	return filepath.Join(c, "skillrun", "textures"), nil
}

func load() (*Textures, error) {
	dir, err := Dir()
	if err != nil {
		return nil, err
	}
	if err := ensure(dir); err != nil {
		return nil, err
	}
	t := &Textures{Blocks: map[string]*image.NRGBA{}, Dir: dir}
	read := func(rel string) (*image.NRGBA, error) {
		p := filepath.Join(dir, mcVersion, filepath.FromSlash(rel))
		data, err := os.ReadFile(p)
		if err != nil {
			return nil, err
		}
		img, err := png.Decode(bytes.NewReader(data))
		if err != nil {
			return nil, fmt.Errorf("decode %s: %w", p, err)
		}
		out := image.NewNRGBA(image.Rect(0, 0, img.Bounds().Dx(), img.Bounds().Dy()))
		draw.Draw(out, out.Rect, img, img.Bounds().Min, draw.Src)
		return out, nil
	}
	if t.Blaze, err = read("entity/blaze.png"); err != nil {
		return nil, err
	}
	for _, n := range []string{"blocks/fire_0.png", "blocks/fire_1.png"} {
		strip, err := read(n)
		if err != nil {
			return nil, err
		}
		t.Fire = append(t.Fire, frames(strip)...)
	}
	lava, err := read("blocks/lava_still.png")
	if err != nil {
		return nil, err
	}
	t.Lava = frames(lava)
	magma, err := read("blocks/magma.png")
	if err != nil {
		return nil, err
	}
	t.Magma = frames(magma)[0]
	for _, b := range Backgrounds {
		img, err := read("blocks/" + b + ".png")
		if err != nil {
			return nil, err
		}
		t.Blocks[b] = frames(img)[0]
	}
	return t, nil
}

// frames cuts a vertical animation strip into square frames.
func frames(strip *image.NRGBA) []*image.NRGBA {
	w := strip.Rect.Dx()
	var out []*image.NRGBA
	for y := 0; y+w <= strip.Rect.Dy(); y += w {
		out = append(out, strip.SubImage(image.Rect(0, y, w, y+w)).(*image.NRGBA))
	}
	return out
}

// ensure makes sure every PNG is in dir, fetching the npm tarball if not.
func ensure(dir string) error {
	missing := false
	for _, f := range files() {
		if _, err := os.Stat(filepath.Join(dir, mcVersion, f)); err != nil {
			missing = true
			break
		}
	}
	if !missing {
		return nil
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	tgz := filepath.Join(dir, tarball)
	if _, err := os.Stat(tgz); err != nil {
		npm, err := exec.LookPath("npm")
		if err != nil {
			return fmt.Errorf("textures missing in %s and npm not found to fetch them", dir)
		}
		// Fetch into a private directory and rename into place, so that
		// test binaries fetching at the same time never read a partial file.
		tmp, err := os.MkdirTemp(dir, "fetch-")
		if err != nil {
			return err
		}
		defer os.RemoveAll(tmp)
		cmd := exec.Command(npm, "pack", npmPackage, "--silent", "--pack-destination", tmp)
		cmd.Dir = tmp
		if out, err := cmd.CombinedOutput(); err != nil {
			return fmt.Errorf("npm pack %s: %v: %s", npmPackage, err, strings.TrimSpace(string(out)))
		}
		if err := os.Rename(filepath.Join(tmp, tarball), tgz); err != nil {
			return fmt.Errorf("npm pack %s: %w", npmPackage, err)
		}
	}
	return extract(tgz, dir)
}

// extract copies the needed PNGs out of the npm tarball into dir/<mcVersion>/.
func extract(tgz, dir string) error {
	f, err := os.Open(tgz)
	if err != nil {
		return err
	}
	defer f.Close()
	zr, err := gzip.NewReader(f)
	if err != nil {
		return fmt.Errorf("%s: %w", tgz, err)
	}
	want := map[string]bool{}
	for _, n := range files() {
		want["package/minecraft-assets/data/"+mcVersion+"/"+n] = true
	}
	tr := tar.NewReader(zr)
	found := 0
	for found < len(want) {
		h, err := tr.Next()
		if err == io.EOF {
			break
		}
		if err != nil {
			return fmt.Errorf("%s: %w", tgz, err)
		}
		if !want[h.Name] {
			continue
		}
		rel := strings.TrimPrefix(h.Name, "package/minecraft-assets/data/")
		dst := filepath.Join(dir, filepath.FromSlash(rel))
		if err := os.MkdirAll(filepath.Dir(dst), 0o755); err != nil {
			return err
		}
		data, err := io.ReadAll(io.LimitReader(tr, 1<<20))
		if err != nil {
			return fmt.Errorf("%s: %s: %w", tgz, h.Name, err)
		}
		tmp := fmt.Sprintf("%s.%d.tmp", dst, os.Getpid())
		if err := os.WriteFile(tmp, data, 0o644); err != nil {
			return err
		}
		if err := os.Rename(tmp, dst); err != nil {
			return err
		}
		found++
	}
	if found < len(want) {
		return fmt.Errorf("%s holds %d of the %d textures wanted", tgz, found, len(want))
	}
	return nil
}
