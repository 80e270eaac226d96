// YouTube and Vimeo embeds in Chromium: privacy-preserving URLs, titles, lazy loading, aspect ratio;
// the third-party players themselves are blocked (and recorded) so the test stays offline.
import test from "ava";
import { fencedContext, serveBuiltSite, useBrowser } from "../helpers/browser.js";

const chrome = useBrowser(test);

const YOUTUBE = [
  // [id attribute, extra attributes, expected src, expected title]
  ["aqz-KE-bpKQ", ', title="Launch talk", start=42', "https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ?start=42", "Launch talk"],
  ["https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=10s", "", "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?start=10", "YouTube video"],
  ["https://youtu.be/M7lc1UVf-VE", ', start=5', "https://www.youtube-nocookie.com/embed/M7lc1UVf-VE?start=5", "YouTube video"],
  ["https://www.youtube.com/embed/ScMzIvxBSi4", ', title="Embed form"', "https://www.youtube-nocookie.com/embed/ScMzIvxBSi4", "Embed form"],
  ["https://www.youtube.com/shorts/abcdefghijk", ', aspectRatio="9/16"', "https://www.youtube-nocookie.com/embed/abcdefghijk", "YouTube video"],
];
const VIMEO = [
  ["76979871", ', title="Launch talk (Vimeo)"', "https://player.vimeo.com/video/76979871?dnt=1", "Launch talk (Vimeo)"],
  ["https://vimeo.com/22439234", ', aspectRatio="4/3"', "https://player.vimeo.com/video/22439234?dnt=1", "Vimeo video"],
];

let site;
test.before(async () => {
  const lines = ["# Videos", ""];
  for (const [id, extra] of YOUTUBE) lines.push(`{% YouTube id="${id}"${extra} %}{% endYouTube %}`, "");
  for (const [id, extra] of VIMEO) lines.push(`{% Vimeo id="${id}"${extra} %}{% endVimeo %}`, "");
  site = await serveBuiltSite({ "index.md": lines.join("\n") });
});
test.after.always(() => site?.cleanup());

chrome.test("YouTube and Vimeo iframes carry the privacy-preserving URL, the title and lazy loading", async (t) => {
  const context = await fencedContext(chrome.browser, site.server.origin, { viewport: { width: 1280, height: 4000 } });
  const page = await context.newPage();
  await page.goto(site.url("/"));
  await page.waitForLoadState("load");

  const frames = await page.locator("main iframe").evaluateAll((nodes) =>
    nodes.map((f) => ({
      src: f.getAttribute("src"),
      title: f.getAttribute("title"),
      loading: f.getAttribute("loading"),
      kind: f.closest("figure").className,
      ratio: getComputedStyle(f.parentElement).aspectRatio,
      width: f.getBoundingClientRect().width,
      height: f.getBoundingClientRect().height,
    })),
  );
  const expected = [...YOUTUBE.map((row) => ["youtube", ...row]), ...VIMEO.map((row) => ["vimeo", ...row])];
  t.is(frames.length, expected.length);
  for (const [i, [kind, id, extra, src, title]] of expected.entries()) {
    const frame = frames[i];
    const label = `${kind} ${id}`;
    t.is(frame.src, src, label);
    t.is(frame.title, title, label);
    t.is(frame.loading, "lazy", label);
    t.true(frame.kind.includes(`docgen-embed--${kind}`), label);
    const ratio = /aspectRatio="(\d+)\/(\d+)"/.exec(extra) ?? [null, "16", "9"];
    t.is(frame.ratio.replace(/\s/g, ""), `${ratio[1]}/${ratio[2]}`, label);
    t.true(frame.width > 0, label);
    t.true(Math.abs(frame.height - (frame.width * ratio[2]) / ratio[1]) < 2, `${label}: the frame keeps its aspect ratio`);
  }

  // Each video is also offered as a plain link (useful when frames are blocked).
  t.true(await page.getByRole("link", { name: "Watch “Launch talk” on YouTube" }).isVisible());
  t.true(await page.getByRole("link", { name: "Watch “Launch talk (Vimeo)” on Vimeo" }).isVisible());

  // The only third-party requests are the players' own frames, on the privacy-preserving hosts; all blocked.
  await page.waitForTimeout(300);
  const hosts = new Set(context.blocked.map((url) => new URL(url).host));
  t.true(context.blocked.length > 0, "the visible iframes tried to load (and were blocked)");
  t.deepEqual([...hosts].filter((h) => h !== "www.youtube-nocookie.com" && h !== "player.vimeo.com"), [], context.blocked.join("\n"));
  await context.close();
});
