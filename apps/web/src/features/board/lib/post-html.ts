/** The body without the images of one attachment (removed from the post, so from the text too). */
export function removeImages(html: string, url: string): string {
  const { body } = new DOMParser().parseFromString(html, 'text/html');
  for (const image of body.querySelectorAll('img')) {
    if (image.getAttribute('src') === url) image.remove();
  }
  return body.innerHTML;
}
