"use client";
import { ImagePlus, LoaderCircle, X } from "lucide-react";
import { useId, useState } from "react";
import { NativeSelect } from "@/components/dashboard/native-select";
import { isImageFile } from "@/components/dashboard/upload";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Switch } from "@/components/ui/switch";
import { toast } from "@/components/ui/use-toast";
import { callApi } from "@/lib/http/call";
import { errorMessage } from "@/lib/http/client";
import * as themes from "@/lib/themes/endpoints";
import type { SettingValue, ThemeSetting } from "@/lib/themes/registry";
import { cn } from "@/lib/utils";
import { UploadedImage } from "@/components/ui/uploaded-image";

type Props = { setting: ThemeSetting; value: SettingValue | undefined; onChange: (v: SettingValue) => void; error?: string; tenantId: string };

const HEX = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i;

function ColorField({ setting, value, onChange, id }: Props & { id: string }) {
  const v = typeof value === "string" ? value : "#000000";
  const [text, setText] = useState(v);
  const [prev, setPrev] = useState(v);
  if (prev !== v) {
    // The value changed from outside (Reset Changes): the text box follows.
    setPrev(v);
    setText(v);
  }
  return (
    <div className="flex items-center gap-2">
      <input
        id={id}
        type="color"
        value={HEX.test(v) && v.length === 7 ? v : "#000000"}
        onChange={(e) => onChange(e.target.value)}
        className="h-9 w-12 shrink-0 cursor-pointer rounded-md border border-input bg-background p-1"
        aria-label={setting.label}
      />
      <Input
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          if (HEX.test(e.target.value.trim())) onChange(e.target.value.trim().toLowerCase());
        }}
        aria-label={`${setting.label} (hex)`}
        className="font-mono"
        maxLength={7}
        spellCheck={false}
      />
    </div>
  );
}

/** Upload endpoint per image setting: the favicon has its own, every other image goes up as a logo. */
const uploadTo = (id: string) => (id === "favicon" ? themes.uploadFavicon : themes.uploadLogo);

function ImageField({ setting, value, onChange, id, tenantId }: Props & { id: string }) {
  const [uploading, setUploading] = useState(false);
  const url = typeof value === "string" ? value : "";
  async function onFile(file: File | undefined) {
    if (!file) return;
    if (!isImageFile(file)) {
      toast({ title: "Invalid file", description: "Please select an image file", variant: "destructive" });
      return;
    }
    const form = new FormData();
    form.append("file", file);
    form.append("tenantId", tenantId);
    setUploading(true);
    try {
      const r = await callApi(uploadTo(setting.id), { body: form });
      onChange(r.url);
      toast({ title: "Success", description: "Image uploaded", variant: "success" });
    } catch (err) {
      toast({ title: "Upload failed", description: errorMessage(err, "Failed to upload image. Please try again."), variant: "destructive" });
    } finally {
      setUploading(false);
    }
  }
  return (
    <div className="flex items-center gap-3">
      <div className="flex size-14 shrink-0 items-center justify-center overflow-hidden rounded-md border bg-muted">
        {url ? <UploadedImage src={url} alt="" shownWidth={96} className="size-full object-contain" /> : <ImagePlus className="size-5 text-muted-foreground" aria-hidden />}
      </div>
      <div className="flex flex-wrap gap-2">
        <Button type="button" variant="outline" size="sm" asChild disabled={uploading}>
          <label htmlFor={id} className="cursor-pointer">
            {uploading ? <LoaderCircle className="animate-spin" aria-hidden /> : <ImagePlus aria-hidden />}
            {url ? "Replace" : "Upload"}
            <input id={id} type="file" accept="image/*" className="sr-only" onChange={(e) => onFile(e.target.files?.[0])} aria-label={`Upload ${setting.label.toLowerCase()}`} />
          </label>
        </Button>
        {url ? (
          <Button type="button" variant="ghost" size="sm" onClick={() => onChange(null)} aria-label={`Remove ${setting.label.toLowerCase()}`}>
            <X aria-hidden /> Remove
          </Button>
        ) : null}
      </div>
    </div>
  );
}

/** One setting of a theme schema as a form control. */
export function SettingField(props: Props) {
  const { setting, value, onChange, error } = props;
  const id = useId();
  const hintId = `${id}-hint`;
  let control: React.ReactNode;
  switch (setting.type) {
    case "color":
    case "color_background":
      control = <ColorField {...props} id={id} />;
      break;
    case "color_scheme":
      control = (
        <div role="radiogroup" aria-label={setting.label} className="grid grid-cols-2 gap-2">
          {(setting.options ?? []).map((o) => (
            <button
              key={o.value}
              type="button"
              role="radio"
              aria-checked={value === o.value}
              onClick={() => onChange(o.value)}
              className={cn(
                "rounded-md border px-2 py-1.5 text-left text-xs transition hover:bg-accent focus-visible:outline-2 focus-visible:outline-ring",
                value === o.value && "border-primary bg-primary/10 font-medium",
              )}
            >
              {o.label}
            </button>
          ))}
        </div>
      );
      break;
    case "range": {
      const n = typeof value === "number" ? value : Number(setting.default ?? setting.min ?? 0);
      control = (
        <div className="flex items-center gap-3">
          <input
            id={id}
            type="range"
            min={setting.min ?? 0}
            max={setting.max ?? 100}
            step={setting.step ?? 1}
            value={n}
            onChange={(e) => onChange(Number(e.target.value))}
            className="h-2 flex-1 cursor-pointer accent-[var(--primary)]"
          />
          <output htmlFor={id} className="w-16 shrink-0 text-right text-sm tabular-nums">
            {n}
            {setting.unit ? ` ${setting.unit}` : ""}
          </output>
        </div>
      );
      break;
    }
    case "select":
    case "font_picker":
      control = (
        <NativeSelect id={id} value={typeof value === "string" ? value : ""} onChange={(e) => onChange(e.target.value)}>
          {(setting.options ?? []).map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </NativeSelect>
      );
      break;
    case "checkbox":
      return (
        <div className="flex items-center justify-between gap-3 py-1">
          <label htmlFor={id} className="text-sm font-medium">
            {setting.label}
          </label>
          <Switch id={id} checked={value === true} onCheckedChange={(c) => onChange(c)} />
        </div>
      );
    case "image_picker":
      control = <ImageField {...props} id={id} />;
      break;
    case "text":
      control = <Input id={id} value={typeof value === "string" ? value : ""} onChange={(e) => onChange(e.target.value)} maxLength={500} />;
      break;
  }
  return (
    <div className="space-y-1.5">
      <label htmlFor={setting.type === "color_scheme" ? undefined : id} className="block text-sm font-medium">
        {setting.label}
      </label>
      {control}
      {setting.info ? (
        <p id={hintId} className="text-xs text-muted-foreground">
          {setting.info}
        </p>
      ) : null}
      {error ? (
        <p role="alert" className="text-xs text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}
