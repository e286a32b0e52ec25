/** Title and description of the page; React hoists them into <head>. */
export function Meta({ title, description }: { title: string; description: string }) {
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={description} />
    </>
  );
}
