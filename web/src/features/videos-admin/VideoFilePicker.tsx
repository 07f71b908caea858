import { useRef } from 'react';
import styled from 'styled-components';
import { Button } from '../../components/Button';
import { Label } from '../../components/Field';
import { useToast } from '../../components/Toast';
import { isVideoFile } from '../../lib/imageChecks';
import { formatBytes } from '../large-upload';

const FileRow = styled.div`
  margin-bottom: 1rem;
  .pick { display: flex; gap: 0.75rem; align-items: center; flex-wrap: wrap; }
  .name { font-size: 0.85rem; color: ${({ theme }) => theme.colors.muted}; overflow-wrap: anywhere; }
`;

/**
 * The upload dialogs' 'Video file' row: a button opens the file chooser, the chosen file's
 * name and size show beside it, and anything but a video is refused with a toast.
 */
export function VideoFilePicker({ id, file, onPick }: { id: string; file: { name: string; size: number } | null; onPick: (file: File) => void }) {
  const input = useRef<HTMLInputElement>(null);
  const { toast } = useToast();
  const pick = (chosen: File | undefined) => {
    // the same file chosen again still fires a change
    if (input.current) input.current.value = '';
    if (!chosen) return;
    if (!isVideoFile(chosen)) {
      toast({ title: 'Invalid File', description: 'Please select a video file', variant: 'destructive' });
      return;
    }
    onPick(chosen);
  };
  return (
    <FileRow>
      <Label htmlFor={id}>Video file</Label>
      <div className="pick">
        <input ref={input} id={id} type="file" accept="video/*" className="sr-only" tabIndex={-1} onChange={(e) => pick(e.target.files?.[0])} />
        <Button size="sm" variant="secondary" onClick={() => input.current?.click()}>
          {file ? 'Change Video' : 'Choose Video'}
        </Button>
        <span className="name">{file ? `${file.name} (${formatBytes(file.size)})` : 'No file selected'}</span>
      </div>
    </FileRow>
  );
}
