// Code blocks take keyboard focus (focusableCode), so a reader without a mouse can scroll a wide one.
import test from "ava";
import MarkdownIt15 from "markdown-it";
import { focusableCode } from "../../dist/index.js";
import { EleventyMarkdownIt } from "../helpers/site.js";

for (const [name, MarkdownIt] of [
  ["Eleventy's markdown-it", EleventyMarkdownIt],
  ["markdown-it 15", MarkdownIt15],
]) {
  test(`${name}: fenced and indented code and a <pre> HTML block get tabindex="0"; other HTML does not`, (t) => {
    const md = new MarkdownIt({ html: true }).use(focusableCode);
    t.is(md.render("```sh\ncurl -X GET 'https://api.example.com/very/long'\n```\n"), '<pre tabindex="0"><code class="language-sh">curl -X GET \'https://api.example.com/very/long\'\n</code></pre>\n');
    t.is(md.render("    indented code\n"), '<pre tabindex="0"><code>indented code\n</code></pre>\n');
    // How docgen writes code from a spec's descriptions.
    t.is(md.render('<pre><code class="language-json">{}&#10;</code></pre>\n'), '<pre tabindex="0"><code class="language-json">{}&#10;</code></pre>\n');
    t.is(md.render('<pre tabindex="-1">kept</pre>\n'), '<pre tabindex="-1">kept</pre>\n', "an author's own tabindex is kept");
    t.is(md.render("<div>\n<pre>inside</pre>\n</div>\n"), "<div>\n<pre>inside</pre>\n</div>\n", "only a block that is a <pre>");
    t.is(md.render("<prelude>\nx\n</prelude>\n"), "<prelude>\nx\n</prelude>\n", "a tag that only starts with pre");
  });
}
