// Extracts YouTube and Vimeo ids from bare ids or any of their URL forms.

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const YOUTUBE_HOSTS = ["youtube.com", "www.youtube.com", "m.youtube.com", "music.youtube.com", "youtube-nocookie.com", "www.youtube-nocookie.com", "youtu.be", "www.youtu.be"];

export interface YouTubeRef {
  id: string;
  /** A start time found in the URL (`t=90`, `t=1m30s`, `start=90`). */
  start?: number;
}

export function parseYouTube(input: string): YouTubeRef | undefined {
  const text = input.trim();
  if (YOUTUBE_ID.test(text)) return { id: text };
  const url = parseUrl(text);
  if (!url || !YOUTUBE_HOSTS.includes(url.hostname.toLowerCase())) return undefined;
  const segments = url.pathname.split("/").filter(Boolean);
  let id: string | undefined;
  if (url.hostname.toLowerCase().endsWith("youtu.be")) id = segments[0];
  else if (segments[0] === "watch") id = url.searchParams.get("v") ?? undefined;
  else if (["embed", "shorts", "live", "v", "e"].includes(segments[0] ?? "")) id = segments[1];
  if (!id || !YOUTUBE_ID.test(id)) return undefined;
  const start = parseTime(url.searchParams.get("t") ?? url.searchParams.get("start"));
  return start === undefined ? { id } : { id, start };
}

/** `90`, `90s`, `1m30s`, `1h2m3s` to seconds. */
function parseTime(value: string | null): number | undefined {
  if (!value) return undefined;
  if (/^\d+$/.test(value)) return Number(value);
  const m = /^(?:(\d+)h)?(?:(\d+)m)?(?:(\d+)s)?$/.exec(value);
  if (!m || (!m[1] && !m[2] && !m[3])) return undefined;
  return Number(m[1] ?? 0) * 3600 + Number(m[2] ?? 0) * 60 + Number(m[3] ?? 0);
}

export interface VimeoRef {
  id: string;
  /** The privacy hash of an unlisted video (`vimeo.com/123/abcdef` or `?h=abcdef`). */
  hash?: string;
}

export function parseVimeo(input: string): VimeoRef | undefined {
  const text = input.trim();
  if (/^\d+$/.test(text)) return { id: text };
  const url = parseUrl(text);
  if (!url) return undefined;
  const host = url.hostname.toLowerCase();
  if (host !== "vimeo.com" && host !== "www.vimeo.com" && host !== "player.vimeo.com") return undefined;
  const segments = url.pathname.split("/").filter(Boolean);
  const index = segments.findIndex((s) => /^\d+$/.test(s));
  if (index === -1) return undefined;
  const id = segments[index]!;
  const next = segments[index + 1];
  const hash = url.searchParams.get("h") ?? (next && /^[0-9a-f]+$/i.test(next) ? next : undefined);
  return hash && /^[0-9a-f]+$/i.test(hash) ? { id, hash } : { id };
}

function parseUrl(text: string): URL | undefined {
  try {
    const url = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(text) ? text : `https://${text}`);
    return url.protocol === "https:" || url.protocol === "http:" ? url : undefined;
  } catch {
    return undefined;
  }
}
