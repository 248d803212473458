import { COPIED_RESET_MS } from '@club/shared/accounts';
import { useEffect, useState } from 'react';
import { Button } from '../../components/ui/button';
import { toast } from '../../components/ui/toast-store';
import { Tooltip } from '../../components/ui/tooltip';

export function CopyEmailButton({ email }: { email: string }) {
  const [isCopied, setIsCopied] = useState(false);

  useEffect(() => {
    if (!isCopied) return;
    const timer = setTimeout(() => setIsCopied(false), COPIED_RESET_MS);
    return () => clearTimeout(timer);
  }, [isCopied]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(email);
      setIsCopied(true);
      toast({ title: 'Email Copied', description: 'Email address copied to clipboard', variant: 'success' });
    } catch {
      toast({
        title: 'Error',
        description: 'Could not copy: select the address and copy it by hand.',
        variant: 'destructive',
      });
    }
  };

  return (
    <Tooltip content="Copy the address">
      <Button
        variant="secondary"
        size="sm"
        onClick={() => void copy()}
        aria-label={isCopied ? 'Email address copied' : 'Copy email address'}
      >
        {isCopied ? 'Copied' : 'Copy'}
      </Button>
    </Tooltip>
  );
}
