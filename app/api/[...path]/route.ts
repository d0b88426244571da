// Any /api path no handler serves: 404 JSON { message } (not the HTML 404 page), for every method, so a
// client written to the contract gets an answer it can read.
import { NextResponse } from "next/server";

function unknownApi() {
  return NextResponse.json({ message: "Not found" }, { status: 404 });
}

export const GET = unknownApi;
export const HEAD = unknownApi;
export const POST = unknownApi;
export const PUT = unknownApi;
export const PATCH = unknownApi;
export const DELETE = unknownApi;
export const OPTIONS = unknownApi;
