import { describe, expect, it } from "vitest";
import { linkKind, openLabel, resourcePreview, youtubeVideoId } from "./preview";

describe("youtubeVideoId", () => {
  it.each([
    ["https://www.youtube.com/watch?v=Hq7pXn2LkR4", "Hq7pXn2LkR4"],
    ["https://youtube.com/watch?feature=share&v=Hq7pXn2LkR4&t=30", "Hq7pXn2LkR4"],
    ["http://m.youtube.com/watch?v=Hq7pXn2LkR4", "Hq7pXn2LkR4"],
    ["https://youtu.be/T3wMb8vKqZs", "T3wMb8vKqZs"],
    ["https://youtu.be/T3wMb8vKqZs?si=abc", "T3wMb8vKqZs"],
    ["https://www.youtube.com/shorts/T3wMb8vKqZs", "T3wMb8vKqZs"],
    ["https://www.youtube.com/embed/T3wMb8vKqZs", "T3wMb8vKqZs"],
    ["https://www.youtube-nocookie.com/embed/T3wMb8vKqZs", "T3wMb8vKqZs"],
  ])("finds the id in %s", (url, id) => {
    expect(youtubeVideoId(url)).toBe(id);
  });

  it.each([
    "https://www.youtube.com/watch?v=short",
    "https://www.youtube.com/watch?v=Hq7pXn2LkR4%22%3E%3Cscript%3E",
    "https://youtu.be/",
    "https://www.youtube.com/channel/UCabcdefghijk",
    "https://evil.example/watch?v=Hq7pXn2LkR4",
    "https://youtube.com.evil.example/watch?v=Hq7pXn2LkR4",
    "javascript:alert('https://youtu.be/T3wMb8vKqZs')",
    "not a url",
    "",
    null,
    undefined,
  ])("finds no id in %s", (url) => {
    expect(youtubeVideoId(url)).toBeNull();
  });
});

describe("resourcePreview", () => {
  it("embeds YouTube watch and short links through youtube-nocookie only", () => {
    expect(resourcePreview("https://www.youtube.com/watch?v=Hq7pXn2LkR4")).toEqual({
      kind: "youtube",
      videoId: "Hq7pXn2LkR4",
      embedUrl: "https://www.youtube-nocookie.com/embed/Hq7pXn2LkR4",
    });
    expect(resourcePreview("http://youtu.be/T3wMb8vKqZs")).toMatchObject({
      embedUrl: "https://www.youtube-nocookie.com/embed/T3wMb8vKqZs",
    });
  });

  it.each([
    ["https://media.example.org/a/talk.mp4", "video"],
    ["https://media.example.org/a/talk.WEBM?download=1", "video"],
    ["https://media.example.org/a/episode.mp3", "audio"],
    ["https://media.example.org/a/episode.ogg", "audio"],
    ["https://media.example.org/a/episode.wav", "audio"],
    ["https://media.example.org/a/episode.m4a#t=10", "audio"],
  ])("plays %s inline as %s", (url, kind) => {
    expect(resourcePreview(url)).toEqual({ kind, src: url });
  });

  it.each([
    "https://files.example.org/guide.pdf",
    "https://articles.example.org/caring-for-rural-congregations",
    "https://vimeo.com/123456",
    "https://media.example.org/mp3",
    "https://media.example.org/talk.mp3.html",
    // Mixed content: an http file cannot play on the https site.
    "http://media.example.org/episode.mp3",
    "javascript:alert(1)//.mp3",
    "data:audio/mp3;base64,AAAA",
    null,
  ])("embeds nothing for %s", (url) => {
    expect(resourcePreview(url)).toEqual({ kind: "none" });
  });
});

describe("openLabel", () => {
  it("says Watch for YouTube and video files, View for everything else", () => {
    expect(openLabel("https://youtu.be/T3wMb8vKqZs")).toBe("Watch");
    expect(openLabel("https://media.example.org/talk.mp4")).toBe("Watch");
    expect(openLabel("http://media.example.org/talk.mp4")).toBe("Watch");
    expect(openLabel("https://media.example.org/episode.mp3")).toBe("View");
    expect(openLabel("https://files.example.org/guide.pdf")).toBe("View");
  });

  it("classifies links", () => {
    expect(linkKind("https://youtu.be/T3wMb8vKqZs")).toBe("youtube");
    expect(linkKind("ftp://media.example.org/talk.mp4")).toBe("other");
  });
});
