"use client";
import { zodResolver } from "@hookform/resolvers/zod";
import Link from "next/link";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { storeHref } from "@/components/storefront/store-link";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/use-toast";
import { apiRequest, errorMessage } from "@/lib/http/client";
import { Field, fieldAria, PasswordInput, SubmitButton } from "@/components/ui/form";

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

/** State 2 of the checkout: 'Complete Your Purchase' with the inline registration form. */
export function RegisterCard({ basePath, onRegistered }: { basePath: string; onRegistered: () => Promise<unknown> }) {
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<Values>({ resolver: zodResolver(checkoutRegisterSchema), defaultValues: { firstName: "", lastName: "", email: "", password: "" } });

  async function onSubmit(v: Values) {
    try {
      await apiRequest("POST", "/api/customers/register", v);
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
        <CardDescription>Create an account or log in to complete your order</CardDescription>
      </CardHeader>
      <CardContent className="space-y-5">
        <form noValidate onSubmit={handleSubmit(onSubmit)} className="space-y-4">
          <div className="grid gap-4 sm:grid-cols-2">
            {field("firstName", "First Name", "text", "given-name")}
            {field("lastName", "Last Name", "text", "family-name")}
          </div>
          {field("email", "Email", "email", "email")}
          {field("password", "Password", "password", "new-password")}
          <SubmitButton pending={isSubmitting} className="w-full" size="lg">
            Create Account & Continue
          </SubmitButton>
        </form>
        <div className="space-y-2 text-center text-sm">
          <p>
            Already have an account?{" "}
            <Link href={storeHref(basePath, "/customer/login")} className="font-medium text-primary hover:underline">
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
