import { useEffect } from "react";
import { useForm } from "react-hook-form";
import { Link, useLocation } from "wouter";
import type { LoginRequest } from "@shared/validators/auth";
import { lazyZodResolver } from "@/lib/lazy-zod-resolver";
import { paths } from "@/lib/paths";
import { Button, buttonClasses } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { PasswordInput } from "@/components/ui/password-input";
import { toast } from "@/components/ui/use-toast";
import { getErrorMessage } from "@/lib/api-client";
import { useLogin } from "../api/login";
import { DemoAccounts } from "./demo-accounts";

const resolver = lazyZodResolver<LoginRequest>(() => import("@shared/validators/auth").then((rules) => rules.loginRequestSchema));

export function LoginForm({ defaultUsername = "" }: { defaultUsername?: string }) {
  const [, navigate] = useLocation();
  const {
    register,
    handleSubmit,
    setValue,
    clearErrors,
    setFocus,
    formState: { errors },
  } = useForm<LoginRequest>({
    resolver,
    defaultValues: { username: defaultUsername, password: "" },
  });

  // Arriving with a username (just signed up): the password is what is left to type.
  useEffect(() => {
    if (defaultUsername) setFocus("password");
  }, [defaultUsername, setFocus]);

  const loginMutation = useLogin({
    onSuccess: (user) => {
      toast({ title: "Welcome back!", description: `Logged in as ${user.username}` });
      navigate(paths.dashboard);
    },
    onError: (error) => {
      toast({ title: "Login Failed", description: getErrorMessage(error, "Invalid credentials"), variant: "destructive" });
    },
  });

  return (
    <div className="space-y-6">
      <form onFocus={resolver.preload} onSubmit={handleSubmit((values) => loginMutation.mutate(values))} noValidate className="space-y-4">
        <FormField label="Username" error={errors.username?.message}>
          {(field) => <Input {...field} {...register("username")} autoComplete="username" autoCapitalize="none" spellCheck={false} />}
        </FormField>
        <FormField label="Password" error={errors.password?.message}>
          {(field) => <PasswordInput {...field} {...register("password")} autoComplete="current-password" />}
        </FormField>
        <div className="flex justify-end">
          <Link href={paths.forgotPassword} className={buttonClasses({ variant: "link" })}>
            Forgot password?
          </Link>
        </div>
        <Button type="submit" className="w-full" disabled={loginMutation.isPending}>
          {loginMutation.isPending ? "Signing In..." : "Sign In"}
        </Button>
      </form>
      {/* Below the form: the boxes appear once the demo setting has loaded, and would push the form down if above it. */}
      <DemoAccounts
        onFill={({ username, password }) => {
          setValue("username", username);
          setValue("password", password);
          clearErrors();
        }}
      />
    </div>
  );
}
