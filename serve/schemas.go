package serve

// JSON Schemas of the fixed operations' arguments (also in openapi.yaml).
const (
	schemaEmpty = `{"type":"object","properties":{},"additionalProperties":false}`

	schemaStep = `{"type":"object","required":["index","action"],"properties":{
  "index":{"type":"integer","minimum":0},
  "time":{"type":"string","format":"date-time"},
  "summary":{"type":"string"},
  "observation":{"type":"object"},
  "action":{"type":"object","required":["name"],"properties":{"name":{"type":"string"},"object":{"type":"string"},"params":{"type":"object"}}},
  "outcome":{"type":"object","properties":{"ok":{"type":"boolean"},"reason":{"type":"string"},"data":{"type":"object"}}},
  "pos":{"type":"array","items":{"type":"number"},"minItems":3,"maxItems":3},
  "skill":{"type":"string"},
  "version":{"type":"string"},
  "frames":{"type":"array","items":{"type":"string"}}}}`

	schemaRecordEpisode = `{"type":"object","required":["id","start"],"properties":{
  "id":{"type":"string"},"agent":{"type":"string"},"env":{"type":"string"},"task":{"type":"string"},
  "start":{"type":"string","format":"date-time"},"end":{"type":"string","format":"date-time"},
  "summary":{"type":"string"},"tags":{"type":"array","items":{"type":"string"}},
  "success":{"type":"boolean"},"reason":{"type":"string"},"snapshot":{},
  "objects":{"type":"array","items":{"type":"object","required":["id"],"properties":{"id":{"type":"string"},"class":{"type":"string"},"props":{"type":"object"}}}},
  "steps":{"type":"array","items":` + schemaStep + `}}}`

	schemaRecordSteps = `{"type":"object","required":["episode","steps"],"properties":{
  "episode":{"type":"string"},
  "steps":{"type":"array","items":` + schemaStep + `}},"additionalProperties":false}`

	schemaRecallFailures = `{"type":"object","properties":{
  "action":{"type":"string","description":"the action name, e.g. dig; without it, failures of any action on the object or class"},
  "object":{"type":"string","description":"an object id; failures on it match 1, on other objects of its class 0.5"},
  "class":{"type":"string","description":"the object's class, when its id does not tell it"},
  "lambda":{"type":"number","description":"decay per hour (default ln2/24: a one-day half-life; negative: none)"},
  "limit":{"type":"integer","minimum":1,"maximum":100}},"additionalProperties":false}`

	schemaSearch = `{"type":"object","required":["text"],"properties":{
  "text":{"type":"string","description":"words; all must match"},
  "limit":{"type":"integer","minimum":1,"maximum":100}},"additionalProperties":false}`

	schemaEpisode = `{"type":"object","required":["id"],"properties":{
  "id":{"type":"string"},
  "from":{"type":"integer","minimum":0,"description":"first step index in the window (default 0)"},
  "limit":{"type":"integer","minimum":1,"maximum":200,"description":"steps in the window (default 50)"}},"additionalProperties":false}`

	schemaVersionRef = `{"type":"object","properties":{
  "version":{"type":"string","description":"a skill version id"},
  "skill":{"type":"string","description":"a skill name: its serving version"}},"additionalProperties":false}`

	schemaPropose = `{"type":"object","required":["skill","source"],"properties":{
  "skill":{"type":"string","description":"the skill's name (the new source must declare it)"},
  "source":{"type":"string","description":"the complete Go source of the skill file"},
  "author":{"type":"string"},
  "derived_from":{"type":"array","items":{"type":"string"},"description":"episodes the version was written from; it is verified against them and the skill's other evidence"},
  "note":{"type":"string","description":"why the version changed"}},"additionalProperties":false}`

	schemaVerdict = `{"type":"object","properties":{
  "proposal":{"type":"string","description":"a proposal id from skill_propose"},
  "version":{"type":"string","description":"a version id: its recorded decisions and verification runs"}},"additionalProperties":false}`

	schemaFrameRef = `{"type":"object","properties":{
  "frame":{"type":"string","description":"a frame hash (64 hex digits)"},
  "episode":{"type":"string"},"step":{"type":"integer","minimum":0},
  "n":{"type":"integer","minimum":0,"description":"which of the step's frames (default 0)"}}}`

	schemaImage = `{"type":"object","required":["data"],"properties":{
  "type":{"type":"string","enum":["image"]},
  "data":{"type":"string","contentEncoding":"base64","description":"PNG or JPEG bytes, base64"},
  "mimeType":{"type":"string"}}}`

	schemaFrameGet = `{"type":"object","properties":{
  "frame":{"type":"string","description":"a frame hash (64 hex digits)"},
  "episode":{"type":"string","description":"with step: the episode whose step observed the frame"},
  "step":{"type":"integer","minimum":0},
  "n":{"type":"integer","minimum":0,"description":"which of the step's frames (default 0)"},
  "crop":{"type":"object","required":["x","y","w","h"],"properties":{"x":{"type":"integer"},"y":{"type":"integer"},"w":{"type":"integer","minimum":1},"h":{"type":"integer","minimum":1}}},
  "max_width":{"type":"integer","minimum":1,"description":"shrink to fit (never enlarges)"},"max_height":{"type":"integer","minimum":1},
  "width":{"type":"integer","minimum":1,"maximum":1024,"description":"output width, larger or smaller (height follows unless given)"},
  "height":{"type":"integer","minimum":1,"maximum":1024},
  "scale":{"type":"number","exclusiveMinimum":0,"description":"output size as a factor of the (cropped) frame, e.g. 8 to look closely"},
  "filter":{"type":"string","enum":["nearest","smooth"],"description":"enlarging: nearest keeps pixel art sharp (default), smooth interpolates"}},"additionalProperties":false}`

	schemaFrameCompare = `{"type":"object","required":["past"],"properties":{
  "past":` + schemaFrameRef + `,
  "current":` + schemaFrameRef + `,
  "image":` + schemaImage + `,
  "height":{"type":"integer","minimum":1,"description":"height of the side-by-side image (default the taller frame, at most 1024)"}},"additionalProperties":false}`

	schemaFramePut = `{"type":"object","required":["image"],"properties":{
  "image":` + schemaImage + `,
  "labels":{"type":"object","additionalProperties":{"type":"string"},"description":"free labels, e.g. {\"camera\": \"front\"}"}},"additionalProperties":false}`

	schemaSessionOpen = `{"type":"object","required":["env"],"properties":{
  "env":{"type":"string","description":"a registered environment (see session_list)"},
  "params":{"type":"object","description":"parameters for the environment adapter"},
  "agent":{"type":"string"},"task":{"type":"string"}},"additionalProperties":false}`

	schemaSessionRef = `{"type":"object","required":["session"],"properties":{"session":{"type":"string"}},"additionalProperties":false}`

	schemaSessionClose = `{"type":"object","required":["session"],"properties":{
  "session":{"type":"string"},"success":{"type":"boolean"},"summary":{"type":"string"}},"additionalProperties":false}`
)
