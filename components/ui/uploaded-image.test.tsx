import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { UploadedImage, UploadedSource } from "./uploaded-image";

describe("UploadedImage", () => {
  it("offers resized copies of an upload for the width it is shown at", () => {
    const { container } = render(<UploadedImage src="/uploads/k/mug.jpg" alt="Mug" shownWidth={48} className="size-12" />);
    const img = container.querySelector("img")!;
    expect(img.getAttribute("srcset")).toBe("/_next/image?url=%2Fuploads%2Fk%2Fmug.jpg&w=64&q=75 64w, /_next/image?url=%2Fuploads%2Fk%2Fmug.jpg&w=128&q=75 128w");
    expect(img.getAttribute("sizes")).toBe("48px");
    expect(img.getAttribute("alt")).toBe("Mug");
    expect(img.className).toBe("size-12");
  });

  it("shows a vector, an animation or another host's image as it is", () => {
    for (const src of ["/assets/demo/mug.svg", "/uploads/k/spin.gif", "https://cdn.example.com/a.jpg"]) {
      const { container, unmount } = render(<UploadedImage src={src} alt="" shownWidth={400} sizes="50vw" />);
      const img = container.querySelector("img")!;
      expect(img.getAttribute("src")).toBe(src);
      expect(img.hasAttribute("srcset")).toBe(false);
      expect(img.hasAttribute("sizes")).toBe(false);
      unmount();
    }
  });

  it("gives a picture's phone source the same copies", () => {
    const { container } = render(
      <picture>
        <UploadedSource media="(max-width: 640px)" src="/uploads/k/hero-phone.webp" shownWidth={640} sizes="100vw" />
      </picture>,
    );
    const source = container.querySelector("source")!;
    expect(source.getAttribute("srcset")).toContain("w=1080&q=75 1080w");
    expect(source.getAttribute("sizes")).toBe("100vw");
  });
});
