import { FileInput, type FileInputProps } from '@mantine/core';
import { IconFileTypePdf, IconPaperclip } from '@tabler/icons-react';

export interface FilePickerProps extends Omit<FileInputProps, 'multiple' | 'leftSection'> {
  /** Only PDF files: the PDF icon and accept filter (the Dokumen page); else any kind of `accept`. */
  pdf?: boolean;
}

/**
 * The one file picker of the app (Dokumen, LKE evidence): Mantine's FileInput with an icon and a
 * placeholder in Indonesian instead of the browser's "Choose File". The server still tells the
 * kind by the file's content.
 */
export function FilePicker({ pdf = false, accept, placeholder, ...props }: FilePickerProps) {
  return (
    <FileInput
      accept={pdf ? 'application/pdf,.pdf' : accept}
      placeholder={placeholder ?? (pdf ? 'Pilih berkas PDF' : 'Pilih berkas')}
      leftSection={pdf ? <IconFileTypePdf size={16} aria-hidden /> : <IconPaperclip size={16} aria-hidden />}
      {...props}
    />
  );
}
