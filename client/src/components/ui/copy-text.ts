import { toast } from "./use-toast";

/** Copies text to the clipboard and says so ('Copied'); where the browser refuses, shows the text to copy by hand. */
export async function copyText(text: string, what: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    toast({ title: "Copied", description: `${what} is on your clipboard.` });
  } catch {
    toast({ title: "Copy Failed", description: `Please copy it by hand: ${text}`, variant: "destructive" });
  }
}
