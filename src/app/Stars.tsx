import { Group } from '@mantine/core';
import { IconStarFilled } from '@tabler/icons-react';

/** A five-star display, read aloud as "Rated n out of 5". */
export function Stars({ rating }: { rating: number }) {
  return (
    <Group gap={2} role="img" aria-label={`Rated ${rating} out of 5`}>
      {Array.from({ length: 5 }, (_, i) => (
        <IconStarFilled key={i} size={16} aria-hidden color={i < rating ? '#e0a11b' : '#cfd4da'} />
      ))}
    </Group>
  );
}
