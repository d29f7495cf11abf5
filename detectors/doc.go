// Package detectors holds compiled image primitives and the contract of
// detector skills.
//
// A detector skill is one Go file that declares an Args struct and
//
//	func Detect(f *detectors.Frame, args Args) ([]detectors.Detection, error)
//
// Interpreted pixel loops run two orders of magnitude slower than compiled
// Go, so a detector composes the primitives here, each of which works on a
// whole frame (or a region view of one) in a single call:
//
//   - frames: [FrameFromPix] over an externally owned buffer, [NewFrame],
//     [Decode] (PNG, JPEG, with decompression bombs rejected from the
//     header), [Frame.Region] views, [Crop] and [Scale] copies;
//   - colour masks: [MaskRGB] and [MaskHSV] over [RGBRange] and [HSVRange],
//     combined with [Mask.And], [Mask.Or], [Mask.AndNot] and [Mask.Not],
//     narrowed by a second colour in one pass with [Mask.AndRGB] and
//     [Mask.AndHSV], cleaned with [Mask.Open] and [Mask.Close];
//   - colour sets: a [ColorSet] holds exact colours (5 bits a channel),
//     such as an object's palette under every light, read from text;
//     [MaskColors] and [Mask.AndColors] test a pixel with one lookup,
//     [MaskColorSets] several sets in one pass; [ColorSet.And] and
//     [ColorSet.Minus] combine sets; a [ColorTable] compiles up to eight
//     sets once, and its [ColorTable.Scan] gives their masks and
//     integrals in one pass over a frame ([ColorTable.Release] hands the
//     integrals' table back for the next frame);
//   - [Integral] counts a mask's pixels in any box in constant time,
//     [Integral.Grid] in each cell of a grid over a box (the layout of
//     what it holds), [Integral.Tighten] shrinks a box to the pixels it
//     holds, and [Integral.Windows] slides windows of several sizes over
//     the mask and returns the tightened boxes that hold enough of it
//     (candidates for objects that touch each other); [BoxFills] gives
//     many boxes' fills in, around and beside them in one call,
//     [UniqueBoxes] lists candidate boxes without repeats and
//     [LogColumns] takes logarithms of many features at once (an
//     interpreted detector pays for each call, not each value);
//   - connected components: [Components] yields [Blob] statistics (area,
//     box, centroid, mean colour, how many pixels fall in further masks),
//     and [GroupBlobs] merges blobs that lie close together (a group
//     records how many parts it holds and its largest);
//   - a [Forest] of boosted decision trees, read from text, scores a
//     candidate's features compiled, for detectors whose decision is
//     calibrated on labelled frames rather than written as one rule
//     ([Forest.ProbabilityAll] weighs a frame's candidates in one call,
//     optionally as a [Cascade]; [Forest.Trim] gives its first trees), and
//     [BoxContext] describes each scored box by the boxes that hold it,
//     that it holds and that overlap it, for a second forest, and
//     [ColorMix] the mix of a colour set's colours in each probable box
//     (hue classes, dark share, cells: an object's texture is a mix of
//     its own);
//   - a [Net], a small neural network read from text, gives each probable
//     box its log-odds from the box's pixels read on a grid ([Patch]:
//     how its colours lie, which no summary holds), as drawn and
//     mirrored, in one call ([Net.BoxScores]);
//   - [Histogram] of a frame, optionally under a mask;
//   - [Annotate] draws detections (boxes and labels) for a person to look
//     at, and [Match] scores detections against labelled boxes.
//
// Every region, mask and blob is in the frame's own coordinates, so a view
// of a frame yields boxes that can be drawn on the whole frame.
//
// Package detectorstest builds labelled test frames (blazes, fire, lava and
// magma on block backgrounds) from Minecraft textures fetched at test time.
//
// Goals: no generics, no interfaces to implement and only concrete types
// in the API, so interpreted code calls it through plain symbol tables;
// bad input (truncated or oversized images, empty regions, out-of-range
// colours) yields an error naming the problem, never a panic. Non-goals:
// general-purpose image processing, colour management, file or network
// access (callers open files; a sandboxed detector gets only frames). The
// package imports only the standard library.
package detectors
