// Image, Video, YouTube and Vimeo through one real docgen build: attributes, defaults, URL forms.
import test from "ava";
import { buildDocs, buildError, mainOf } from "../helpers/site.js";
import { attr, chunks } from "./html.js";

const ID = "dQw4w9WgXcQ";
const YOUTUBE_FORMS = [
  [ID, undefined],
  [`https://www.youtube.com/watch?v=${ID}`, undefined],
  [`https://www.youtube.com/watch?feature=share&v=${ID}&t=42`, 42],
  [`https://youtu.be/${ID}`, undefined],
  [`https://youtu.be/${ID}?t=1m5s`, 65],
  [`https://www.youtube.com/embed/${ID}`, undefined],
  [`https://youtube.com/shorts/${ID}`, undefined],
  [`https://m.youtube.com/watch?v=${ID}`, undefined],
];
const VIMEO_FORMS = ["76979871", "https://vimeo.com/76979871", "https://player.vimeo.com/video/76979871", "https://vimeo.com/channels/staffpicks/76979871"];

const pages = {
  "media/image.md": [
    '{% Image src="/img/plain.png", alt="Plain" %}{% endImage %}',
    '{% Image src="https://example.com/a.png", alt="Full", caption="A caption", width=400, height="20rem", zoom=true, rounded=true, border=true %}{% endImage %}',
    '{% Image src="img/relative.png", alt="" %}{% endImage %}',
  ].join("\n\n"),
  "media/video.md": [
    '{% Video src="/v/clip.mp4" %}{% endVideo %}',
    '{% Video src="https://cdn.example.com/clip.webm", poster="/v/poster.jpg", autoplay=true, loop=true, muted=true, controls=false %}A *caption*.{% endVideo %}',
  ].join("\n\n"),
  "media/youtube.md": [
    ...YOUTUBE_FORMS.map(([id]) => `{% YouTube id="${id}" %}{% endYouTube %}`),
    `{% YouTube id="${ID}", title="Launch talk", start=90, aspectRatio="4/3" %}{% endYouTube %}`,
  ].join("\n\n"),
  "media/vimeo.md": [
    ...VIMEO_FORMS.map((id) => `{% Vimeo id="${id}" %}{% endVimeo %}`),
    '{% Vimeo id="76979871", title="Staff pick", aspectRatio="21/9" %}{% endVimeo %}',
  ].join("\n\n"),
};

let site;
const main = async (page) => mainOf(await site.html(page));

test.before(async () => {
  site = await buildDocs(pages);
});
test.after.always(async () => site?.cleanup());

test("Image: lazy img with src and alt, no caption, zoom, rounding or border by default", async (t) => {
  const [plain, full, relative] = chunks(await main("media/image.md"), '<figure class="docgen-image');
  t.is(attr(plain, "img", "src"), "/img/plain.png");
  t.is(attr(plain, "img", "alt"), "Plain");
  t.is(attr(plain, "img", "loading"), "lazy");
  t.is(attr(plain, "img", "data-docgen-zoom"), undefined);
  t.is(attr(plain, "img", "style"), undefined);
  t.notRegex(plain, /<figcaption/);
  t.notRegex(plain, /docgen-image--rounded|docgen-image--border/);

  t.is(attr(full, "img", "src"), "https://example.com/a.png");
  t.regex(full, /<figcaption>A caption<\/figcaption>/);
  t.is(attr(full, "img", "style"), "width: 400px; height: 20rem;", "a bare number is pixels, a CSS length passes through");
  t.not(attr(full, "img", "data-docgen-zoom"), undefined);
  t.regex(full, /<figure class="docgen-image docgen-image--rounded docgen-image--border">/);
  t.is(attr(full, "img", "loading"), "lazy");

  t.is(attr(relative, "img", "src"), "img/relative.png", "relative URLs are accepted");
  t.is(attr(relative, "img", "alt"), "", 'alt="" (decorative) is allowed and kept');
});

test("Image zoom needs only docgen's own script", async (t) => {
  const page = await site.html("media/image.md");
  const scripts = [...page.matchAll(/<script[^>]*src="([^"]*)"/g)].map((m) => m[1]);
  t.true(scripts.some((s) => s.endsWith("_docgen/docgen.js")));
  t.deepEqual(scripts.filter((s) => /^(https?:)?\/\//.test(s)), [], "no third-party script");
});

test("Video: native video, controls on by default, every attribute", async (t) => {
  const [plain, full] = chunks(await main("media/video.md"), '<figure class="docgen-video"');
  t.is(attr(plain, "video", "src"), "/v/clip.mp4");
  t.not(attr(plain, "video", "controls"), undefined, "controls default to true");
  for (const a of ["autoplay", "loop", "muted", "poster"]) t.is(attr(plain, "video", a), undefined, `${a} is off by default`);

  t.is(attr(full, "video", "src"), "https://cdn.example.com/clip.webm");
  t.is(attr(full, "video", "poster"), "/v/poster.jpg");
  t.is(attr(full, "video", "controls"), undefined, "controls=false removes controls");
  for (const a of ["autoplay", "loop", "muted"]) t.not(attr(full, "video", a), undefined, a);
  t.regex(full, /<figcaption>[\s\S]*<em>caption<\/em>[\s\S]*<\/figcaption>/);
});

test("YouTube: every URL form becomes a lazy youtube-nocookie embed of the right id", async (t) => {
  const embeds = chunks(await main("media/youtube.md"), '<figure class="docgen-embed docgen-embed--youtube"');
  t.is(embeds.length, YOUTUBE_FORMS.length + 1);
  YOUTUBE_FORMS.forEach(([form, start], i) => {
    const src = new URL(attr(embeds[i], "iframe", "src"));
    t.is(src.hostname, "www.youtube-nocookie.com", form);
    t.is(src.pathname, `/embed/${ID}`, form);
    t.is(src.searchParams.get("start"), start === undefined ? null : String(start), `${form}: start`);
    t.is(attr(embeds[i], "iframe", "title"), "YouTube video", "title defaults to YouTube video");
    t.is(attr(embeds[i], "iframe", "loading"), "lazy");
    t.regex(embeds[i], /style="aspect-ratio: 16 ?\/ ?9"/, "aspectRatio defaults to 16/9");
  });
  const custom = embeds.at(-1);
  t.is(new URL(attr(custom, "iframe", "src")).searchParams.get("start"), "90");
  t.is(attr(custom, "iframe", "title"), "Launch talk");
  t.regex(custom, /style="aspect-ratio: 4 ?\/ ?3"/);
});

test("Vimeo: id and URL forms embed with dnt=1, title and aspect ratio", async (t) => {
  const embeds = chunks(await main("media/vimeo.md"), '<figure class="docgen-embed docgen-embed--vimeo"');
  t.is(embeds.length, VIMEO_FORMS.length + 1);
  for (const [i, embed] of embeds.entries()) {
    const src = new URL(attr(embed, "iframe", "src"));
    t.is(src.hostname, "player.vimeo.com");
    t.is(src.pathname, "/video/76979871");
    t.is(src.searchParams.get("dnt"), "1", "do-not-track is on");
    t.is(attr(embed, "iframe", "loading"), "lazy");
    if (i < VIMEO_FORMS.length) {
      t.is(attr(embed, "iframe", "title"), "Vimeo video");
      t.regex(embed, /style="aspect-ratio: 16 ?\/ ?9"/);
    }
  }
  t.is(attr(embeds.at(-1), "iframe", "title"), "Staff pick");
  t.regex(embeds.at(-1), /style="aspect-ratio: 21 ?\/ ?9"/);
});

test("a YouTube id or URL that is not YouTube fails the build, naming the page and the value", async (t) => {
  for (const id of ["https://vimeo.com/76979871", "https://evil.example/watch?v=dQw4w9WgXcQ", "not an id", "https://www.youtube.com/watch?v=short"]) {
    const message = await buildError({ "media/bad-youtube.md": `{% YouTube id="${id}" %}{% endYouTube %}` });
    t.regex(message, /media\/bad-youtube\.md/, id);
    t.regex(message, /YouTube/, id);
    t.true(message.includes(id), `${id}: the message names the value`);
  }
});

test("a Vimeo id that is not Vimeo and a malformed aspect ratio or size fail the build", async (t) => {
  t.regex(await buildError({ "v.md": `{% Vimeo id="https://youtu.be/${ID}" %}{% endVimeo %}` }), /v\.md[\s\S]*Vimeo/);
  t.regex(await buildError({ "v.md": `{% YouTube id="${ID}", aspectRatio="wide; background:red" %}{% endYouTube %}` }), /aspectRatio/);
  t.regex(await buildError({ "v.md": '{% Image src="/a.png", alt="a", width="100px; position:fixed" %}{% endImage %}' }), /width/);
});
