package detectorstest

import (
	"bytes"
	"image"
	"testing"
)

func TestScenesDeterministicAndLabelled(t *testing.T) {
	tex := Load(t)
	a, err := Scenes(tex, 12, SceneOptions{Seed: 5})
	if err != nil {
		t.Fatal(err)
	}
	b, _ := Scenes(tex, 12, SceneOptions{Seed: 5})
	c, _ := Scenes(tex, 12, SceneOptions{Seed: 6})
	blazes, differ := 0, false
	for i := range a {
		if !bytes.Equal(a[i].Frame.Img.Pix, b[i].Frame.Img.Pix) {
			t.Fatalf("scene %d differs between two runs with the same seed", i)
		}
		if !bytes.Equal(a[i].Frame.Img.Pix, c[i].Frame.Img.Pix) {
			differ = true
		}
		if a[i].Frame.Bounds() != image.Rect(0, 0, 640, 360) {
			t.Errorf("scene %d is %v; want 640×360", i, a[i].Frame.Bounds())
		}
		for _, d := range a[i].Truth {
			blazes++
			if d.Label != "blaze" || d.Box.Empty() || !d.Box.In(a[i].Frame.Bounds()) {
				t.Errorf("scene %d: truth %v %v is not a blaze box inside the frame", i, d.Label, d.Box)
			}
		}
	}
	if !differ {
		t.Error("seeds 5 and 6 gave the same scenes")
	}
	if blazes == 0 {
		t.Error("twelve scenes without a single blaze")
	}
	if _, err := Scenes(tex, 1, SceneOptions{Backgrounds: []string{"no_such_block"}}); err == nil {
		t.Error("an unknown background gave no error")
	}
	big, _ := Scenes(tex, 1, SceneOptions{Seed: 1, Width: 1280, Height: 720, Backgrounds: []string{"magma"}})
	if big[0].Frame.Bounds() != image.Rect(0, 0, 1280, 720) {
		t.Errorf("1280×720 scene is %v", big[0].Frame.Bounds())
	}
}
