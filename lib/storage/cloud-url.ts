/**
 * Logo and favicon URLs that point at a third-party cloud storage bucket (left over from an import or an
 * older storage setup). Such a link breaks when the bucket's permissions or lifetime change, so the Store
 * Settings page offers 'Fix Logo URLs', which copies the file into this platform's own storage. Vercel
 * Blob is not listed: it is one of this platform's own storages (lib/storage/index.ts).
 */
const CLOUD_HOSTS = [/^storage\.googleapis\.com$/, /^firebasestorage\.googleapis\.com$/, /(^|\.)s3[.-][a-z0-9.-]*amazonaws\.com$/, /\.s3\.amazonaws\.com$/, /\.blob\.core\.windows\.net$/, /\.r2\.cloudflarestorage\.com$/, /\.digitaloceanspaces\.com$/];

export function isCloudStorageUrl(url: string | null | undefined): boolean {
  if (!url || !/^https?:\/\//i.test(url)) return false;
  try {
    const host = new URL(url).hostname.toLowerCase();
    return CLOUD_HOSTS.some((re) => re.test(host));
  } catch {
    return false;
  }
}
