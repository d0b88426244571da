// PLACEHOLDER until the helper's SSRF-safe fetcher is merged (wip/fetch): refuses everything.
export type RemoteImage = { ok: true; bytes: Uint8Array; ext: string; contentType: string } | { ok: false; message: string };
export async function fetchRemoteImage(url: string): Promise<RemoteImage> {
  void url;
  return { ok: false, message: "Image fetching is not available yet" };
}
