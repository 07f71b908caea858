import { useRef } from 'react';
import { useToast } from '../../../components/Toast';
import { errorMessage } from '../../../lib/errors';
import { ownerImageProblem } from './imageChecks';

/** What the page says about one of the owner's images (public §8). */
export interface OwnerImageTexts {
  /** names the image in the file checks' messages */
  label: Parameters<typeof ownerImageProblem>[1];
  updated: { title: string; description: string };
  removed: { title: string; description: string };
  uploadFailed: string;
  removeFailed: string;
}

interface Unwrappable {
  unwrap(): Promise<unknown>;
}

/**
 * The owner's photo and cover share one flow: check the file before sending it,
 * upload or remove, and toast the outcome.
 */
export function useOwnerImage(
  battlerId: string,
  upload: (arg: { battlerId: string; file: File }) => Unwrappable,
  remove: (battlerId: string) => Unwrappable,
  texts: OwnerImageTexts,
) {
  const { toast } = useToast();
  const input = useRef<HTMLInputElement>(null);

  const pick = async (file: File | undefined) => {
    if (input.current) input.current.value = '';
    if (!file) return;
    const problem = ownerImageProblem(file, texts.label);
    if (problem) return toast(problem);
    try {
      await upload({ battlerId, file }).unwrap();
      toast(texts.updated);
    } catch (err) {
      toast({ title: 'Upload Failed', description: errorMessage(err, texts.uploadFailed), variant: 'destructive' });
    }
  };

  const del = async () => {
    try {
      await remove(battlerId).unwrap();
      toast(texts.removed);
    } catch (err) {
      toast({ title: 'Delete Failed', description: errorMessage(err, texts.removeFailed), variant: 'destructive' });
    }
  };

  return { input, pick, del };
}
