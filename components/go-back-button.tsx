"use client";
import { ArrowLeft } from "lucide-react";
import { Button } from "@/components/ui/button";

export function GoBackButton() {
  return (
    <Button variant="outline" onClick={() => window.history.back()}>
      <ArrowLeft className="size-4" aria-hidden /> Go Back
    </Button>
  );
}
