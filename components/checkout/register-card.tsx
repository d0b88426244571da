"use client";
import { zodResolver } from "@hookform/resolvers/zod";
import Link from "next/link";
import { useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { storeHref } from "@/components/storefront/store-link";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/use-toast";
import { errorMessage } from "@/lib/http/client";
import { Field, fieldAria, PasswordInput, SubmitButton } from "@/components/ui/form";
import * as auth from "@/lib/auth/endpoints";
import { callApi } from "@/lib/http/call";

/** Checkout registration: a guest creates an account here, since orders belong to a customer. */
export const checkoutRegisterSchema = z.object({
  firstName: z.string().trim().min(1, "First name is required"),
  lastName: z.string().trim().min(1, "Last name is required"),
  email: z
    .string()
    .trim()
    .min(1, "Please enter a valid email")
    .refine((v) => v.includes("@"), "Please enter a valid email"),
  password: z.string().min(6, "Password must be at least 6 characters"),
});
type Values = z.infer<typeof checkoutRegisterSchema>;

/** Checking out as a guest: the same fields without a password. */
const guestSchema = checkoutRegisterSchema.omit({ password: true });

/**
 * State 2 of the checkout: 'Complete Your Purchase' with the inline registration form; where the store allows
 * guest checkout, the shopper may instead continue with a name and email only.
 */
export function RegisterCard({ basePath, guestCheckout = false, onRegistered }: { basePath: string; guestCheckout?: boolean; onRegistered: () => Promise<unknown> }) {
  const [asGuest, setAsGuest] = useState(false);
  // The resolver reads the mode at submit time, so switching to guest drops the password rule at once.
  const guestMode = useRef(false);
  const {
    register,
    handleSubmit,
    clearErrors,
    formState: { errors, isSubmitting },
  } = useForm<Values>({
    resolver: (values, ctx, opts) =>
      guestMode.current ? zodResolver(guestSchema)(values, ctx, opts as never) as never : zodResolver(checkoutRegisterSchema)(values, ctx, opts),
    defaultValues: { firstName: "", lastName: "", email: "", password: "" },
  });

  async function onSubmit(v: Values) {
    try {
      if (asGuest) {
        await callApi(auth.customerGuest, { body: { firstName: v.firstName, lastName: v.lastName, email: v.email } });
        await onRegistered();
        return;
      }
      await callApi(auth.customerRegister, { body: v });
    } catch (err) {
      toast({ title: "Registration failed", description: errorMessage(err, "Something went wrong. Please try again."), variant: "destructive" });
      return;
    }
    toast({ title: "Account created successfully", description: "Welcome! Your account has been created.", variant: "success" });
    await onRegistered();
  }

  const field = (name: keyof Values, label: string, type: string, autoComplete: string) => {
    const id = `checkout-register-${name}`;
    const error = errors[name]?.message;
    return (
      <Field id={id} label={label} error={error} alert={false}>
        {name === "password" ? (
          <PasswordInput {...fieldAria(id, error)} autoComplete={autoComplete} {...register(name)} />
        ) : (
          <Input {...fieldAria(id, error)} type={type} autoComplete={autoComplete} {...register(name)} />
        )}
      </Field>
    );
  };

  return (
    <Card className="mx-auto w-full max-w-md">
      <CardHeader className="text-center">
        <CardTitle>
          <h1 className="text-2xl font-semibold">Complete Your Purchase</h1>
        </CardTitle>
        <CardDescription>{asGuest ? "Tell us who is ordering; no account needed" : "Create an account or log in to complete your order"}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-5">
        <form noValidate onSubmit={handleSubmit(onSubmit)} className="space-y-4">
          <div className="grid gap-4 sm:grid-cols-2">
            {field("firstName", "First Name", "text", "given-name")}
            {field("lastName", "Last Name", "text", "family-name")}
          </div>
          {field("email", "Email", "email", "email")}
          {asGuest ? null : field("password", "Password", "password", "new-password")}
          <SubmitButton pending={isSubmitting} className="w-full" size="lg">
            {asGuest ? "Continue as Guest" : "Create Account & Continue"}
          </SubmitButton>
          {guestCheckout ? (
            <Button type="button" variant="outline" className="w-full" onClick={() => {
                clearErrors();
                guestMode.current = !asGuest;
                setAsGuest(!asGuest);
              }}>
              {asGuest ? "Create an account instead" : "Check out as a guest"}
            </Button>
          ) : null}
        </form>
        <div className="space-y-2 text-center text-sm">
          <p>
            Already have an account?{" "}
            <Link href={storeHref(basePath, "/customer/login?next=/checkout")} className="font-medium text-primary-text hover:underline">
              Log In to Your Account
            </Link>
          </p>
          <p>
            <Link href={storeHref(basePath, "/")} className="text-muted-foreground hover:text-foreground hover:underline">
              Continue Shopping
            </Link>
          </p>
        </div>
      </CardContent>
    </Card>
  );
}
