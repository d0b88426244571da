import { describe, expect, it } from "vitest";
import { isCloudStorageUrl } from "./cloud-url";

describe("isCloudStorageUrl", () => {
  it("spots buckets of the usual clouds", () => {
    expect(isCloudStorageUrl("https://storage.googleapis.com/bucket/logo.png")).toBe(true);
    expect(isCloudStorageUrl("https://my-bucket.s3.amazonaws.com/logo.png")).toBe(true);
    expect(isCloudStorageUrl("https://acct.blob.core.windows.net/c/logo.png")).toBe(true);
  });
  it("leaves our own files alone", () => {
    expect(isCloudStorageUrl("/uploads/t/abc.png")).toBe(false);
    expect(isCloudStorageUrl("https://x.public.blob.vercel-storage.com/a.png")).toBe(false);
    expect(isCloudStorageUrl(null)).toBe(false);
    expect(isCloudStorageUrl("https://example.com/logo.png")).toBe(false);
  });
});
