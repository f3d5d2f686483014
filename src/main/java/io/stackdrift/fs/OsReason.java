package io.stackdrift.fs;

import java.io.IOException;
import java.nio.file.AccessDeniedException;
import java.nio.file.DirectoryNotEmptyException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.FileSystemException;
import java.nio.file.NoSuchFileException;
import java.nio.file.NotDirectoryException;
import java.nio.file.NotLinkException;

/**
 * Why the OS refused, in words. Java's file exceptions often carry only the path as their message
 * ({@code AccessDeniedException: /x}); the reason is then in the exception's type.
 */
public final class OsReason {
  private OsReason() {}

  public static String of(IOException e) {
    if (e instanceof FileSystemException fs && fs.getReason() != null && !fs.getReason().isBlank()) {
      return fs.getReason();
    }
    if (e instanceof AccessDeniedException) {
      return "Permission denied";
    }
    if (e instanceof NoSuchFileException) {
      return "No such file or directory";
    }
    if (e instanceof FileAlreadyExistsException) {
      return "File exists";
    }
    if (e instanceof NotDirectoryException) {
      return "Not a directory";
    }
    if (e instanceof DirectoryNotEmptyException) {
      return "Directory not empty";
    }
    if (e instanceof NotLinkException) {
      return "Not a symbolic link";
    }
    String message = e.getMessage();
    return message == null || message.isBlank() ? "an input or output error with no reason given" : message;
  }
}
