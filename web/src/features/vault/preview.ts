/**
 * What a resource's file URL shows on its card. The Content-Security-Policy allows frames from
 * www.youtube-nocookie.com only and media over https, so these rules and the policy must agree.
 */

export type LinkKind = "youtube" | "video" | "audio" | "other";

export type ResourcePreview =
  | { kind: "youtube"; videoId: string; embedUrl: string }
  | { kind: "video"; src: string }
  | { kind: "audio"; src: string }
  | { kind: "none" };

const VIDEO_EXTENSIONS = new Set(["mp4", "webm", "m4v", "ogv"]);
const AUDIO_EXTENSIONS = new Set(["mp3", "ogg", "oga", "wav", "m4a", "aac"]);
const YOUTUBE_HOSTS = new Set(["youtube.com", "www.youtube.com", "m.youtube.com", "music.youtube.com"]);
/** YouTube ids are 11 characters of this alphabet; checking it keeps anything else out of the embed URL. */
const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;

export const YOUTUBE_EMBED_BASE = "https://www.youtube-nocookie.com/embed/";

function parseHttpUrl(value: string | null | undefined): URL | null {
  if (!value) return null;
  try {
    const url = new URL(value.trim());
    return url.protocol === "https:" || url.protocol === "http:" ? url : null;
  } catch {
    return null;
  }
}

/** The video id of a YouTube watch, short (youtu.be), shorts, live or embed link; null for anything else. */
export function youtubeVideoId(value: string | null | undefined): string | null {
  const url = parseHttpUrl(value);
  if (!url) return null;
  const host = url.hostname.toLowerCase();
  const segments = url.pathname.split("/").filter(Boolean);
  let id: string | null | undefined = null;
  if (host === "youtu.be") id = segments[0];
  else if (YOUTUBE_HOSTS.has(host)) {
    if (segments[0] === "watch") id = url.searchParams.get("v");
    else if (["shorts", "live", "embed"].includes(segments[0] ?? "")) id = segments[1];
  } else if (host === "www.youtube-nocookie.com" && segments[0] === "embed") id = segments[1];
  return id && YOUTUBE_ID.test(id) ? id : null;
}

function extensionOf(url: URL): string {
  const last = url.pathname.split("/").pop() ?? "";
  const dot = last.lastIndexOf(".");
  return dot > 0 ? last.slice(dot + 1).toLowerCase() : "";
}

export function linkKind(value: string | null | undefined): LinkKind {
  const url = parseHttpUrl(value);
  if (!url) return "other";
  if (youtubeVideoId(value)) return "youtube";
  const extension = extensionOf(url);
  if (VIDEO_EXTENSIONS.has(extension)) return "video";
  if (AUDIO_EXTENSIONS.has(extension)) return "audio";
  return "other";
}

/**
 * YouTube links become a privacy-enhanced embed; direct video and audio files play in the page when
 * served over https (an http file would be blocked as mixed content); nothing else is embedded.
 */
export function resourcePreview(value: string | null | undefined): ResourcePreview {
  const kind = linkKind(value);
  if (kind === "youtube") {
    const videoId = youtubeVideoId(value) as string;
    return { kind, videoId, embedUrl: `${YOUTUBE_EMBED_BASE}${videoId}` };
  }
  const url = parseHttpUrl(value);
  if ((kind === "video" || kind === "audio") && url?.protocol === "https:") return { kind, src: url.href };
  return { kind: "none" };
}

/** The card's button: 'Watch' for video links (YouTube or a video file), else 'View'. */
export function openLabel(value: string | null | undefined): "Watch" | "View" {
  const kind = linkKind(value);
  return kind === "youtube" || kind === "video" ? "Watch" : "View";
}
